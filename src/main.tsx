import { allSettled, fork } from 'effector'
import { createRoot } from 'react-dom/client'
import { appStarted } from './model/app/start'
import { shellAttached } from './model/host/shell'
import { navigatorAttached } from './model/navigation/navigation'
import { $languageCode } from './model/preferences/language'
import { $themeName } from './model/preferences/theme'
import { selectShell } from './shell/select-shell'
import { App } from './ui/app/App'
import { initI18n } from './ui/i18n/i18n'
import { loadThemeColors } from './ui/theme/theme-colors'
import { createAppRouter } from './ui/router/routes'
import './ui/theme/radix-styles'
import './ui/theme/styles.css'

async function start() {
  const scope = fork()
  await allSettled(shellAttached, { scope, params: await selectShell() })
  await allSettled(appStarted, { scope })
  const router = createAppRouter(scope)
  await allSettled(navigatorAttached, { scope, params: router })
  await Promise.all([initI18n(scope.getState($languageCode)), loadThemeColors(scope.getState($themeName))])
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  createRoot(root).render(<App scope={scope} router={router} />)
}

void start()
