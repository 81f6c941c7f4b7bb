import { dropEarlyReplies } from './api/core/early-replies'
import { holdEarlyKeys } from './start/early-keys'
import { startStylesheetsApplied } from './start/stylesheets'
import { yieldToBrowser } from './start/yield-to-browser'
import './ui/theme/radix-styles'
import './ui/theme/styles.css'

/**
 * The start-up, in one ordered list: each `step` imports one module of src/start/ and yields to
 * the browser afterwards, so that input and paint get their turn between steps. The build makes
 * a chunk of each step (scripts/vite/start-chunks-plugin.ts reads these imports, in this order:
 * a step's chunk holds what it evaluates first) and index.html asks for all of them at once, so
 * the code travels beside the first data and a step waits for evaluation, not for the network.
 * Keys pressed meanwhile are held and replayed once the app listens; a click on the layout frame
 * index.html paints is acted on (src/start/early-home.ts). Marks (`start:*`) name the steps.
 */
async function step<T>(name: string, load: () => Promise<T>): Promise<T> {
  performance.mark(`start:${name}`)
  const loaded = await load()
  await yieldToBrowser()
  return loaded
}

type StartWindow = Window & { tonearmNavigate?: (path: string) => void }

async function start() {
  const earlyKeys = holdEarlyKeys()
  const opensHome = location.pathname === '/'
  const { startModel, attachAudioOutput, afterListening } = await step('model', () => import('./start/model-step'))
  await step('commands', () => import('./start/commands-step'))
  // Ctrl/⌘+K held: the palette's code loads beside the next steps, and the replayed key opens it
  // the moment the app listens.
  if (earlyKeys.holdsPalette()) void import('./ui/dialogs/DialogHost').then(({ preloadPalette }) => preloadPalette())
  performance.mark('start:restore')
  const { scope, language, theme } = await startModel(opensHome)
  attachAudioOutput(scope)
  const { loadTexts } = await step('texts', () => import('./start/texts-step'))
  const texts = loadTexts(language, theme)
  const { prepareRoutes, startRouter } = await step('router', () => import('./start/router-step'))
  const router = startRouter(scope, prepareRoutes())
  // From here a click on the frame navigates through the router (before, it changed the address the router starts from).
  ;(window as StartWindow).tonearmNavigate = (path) => router.history.navigate(path)
  await texts
  const { renderApp } = await step('render', () => import('./start/render-step'))
  // The layout frame stays until React's first render shows the real one: the first address is
  // shown once its guard has answered and its screens' code is there.
  await router.history.ready
  await startStylesheetsApplied()
  performance.mark('start:render')
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  await renderApp(root, scope, router)
  performance.mark('start:listening')
  delete (window as StartWindow).tonearmNavigate
  dropEarlyReplies()
  earlyKeys.replay()
  afterListening(scope)
}

void start()
