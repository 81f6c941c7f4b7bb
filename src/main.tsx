import { yieldToBrowser } from './start/yield-to-browser'
import './ui/theme/styles.css'

/**
 * Start-up in steps, each evaluated in a task of its own (the budget: no task over 50 ms while
 * starting). Every step is a chunk imported when its turn comes, with a yield to the browser in
 * between; vite.config.ts keeps the libraries in chunks of their own so a step evaluates only what
 * it brings. Marks (`start:*`) show the steps in a performance profile.
 */
async function start() {
  performance.mark('start:model')
  const { startModel } = await import('./start/model-step')
  await yieldToBrowser()
  const { scope, language } = await startModel()
  await yieldToBrowser()
  performance.mark('start:commands')
  await import('./start/commands-step')
  await yieldToBrowser()
  performance.mark('start:router')
  await import('./start/router-lib')
  await yieldToBrowser()
  performance.mark('start:routes')
  const { startRouter } = await import('./start/router-step')
  const router = startRouter(scope)
  await yieldToBrowser()
  performance.mark('start:i18n')
  const { initI18n } = await import('./ui/i18n/i18n')
  await initI18n(language)
  await yieldToBrowser()
  performance.mark('start:react')
  await import('react-dom/client')
  await yieldToBrowser()
  const { renderApp } = await import('./start/render-step')
  await yieldToBrowser()
  performance.mark('start:render')
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  renderApp(root, scope, router)
}

void start()
