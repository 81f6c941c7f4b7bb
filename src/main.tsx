import { dropEarlyReplies } from './api/core/early-replies'
import { numberHistoryEntry, openSessionStorage } from './start/browser-state'
import { holdEarlyKeys } from './start/early-keys'
import { startStylesheetsApplied } from './start/stylesheets'
import { yieldToBrowser } from './start/yield-to-browser'
import { preloadRouteChunks } from './ui/dialogs/prefetch-chunks'
import './ui/theme/radix-styles'
import './ui/theme/styles.css'

/**
 * Start-up in steps, each evaluated in a task of its own (the budget: no task over 50 ms while
 * starting), with a yield to the browser in between; vite.config.ts keeps the libraries in chunks
 * of their own so a step evaluates only what it brings. index.html already shows the layout
 * frame and asks for every step's chunk at once (scripts/vite/start-*-plugin.ts), so the steps
 * wait for evaluation, not for the network. Keys pressed meanwhile are replayed once the app
 * listens. Marks (`start:*`) name the steps.
 *
 * First the steps that only evaluate modules (their effector units and codecs), in order: each
 * brings at most ≈ 220 units, a task of 10–30 ms on an idle machine (the first ones also pay for
 * the libraries' first runs; three steps of ≈ 500 units were a 50–130 ms task in a third of the
 * starts). Their files are listed in scripts/vite/start-preload-plugin.ts's START_MODULES too.
 */
const EVALUATION_STEPS: readonly (readonly [name: string, evaluate: () => Promise<unknown>])[] = [
  ['api', () => import('./start/api-step')],
  ['host', () => import('./start/host-step')],
  ['store', () => import('./start/store-step')],
  ['model', () => import('./start/model-step')],
  ['queue', () => import('./start/queue-step')],
  ['player-state', () => import('./start/player-state-step')],
  ['playback', () => import('./start/playback-step')],
  ['sync', () => import('./start/sync-step')],
  ['player', () => import('./start/player-step')],
  ['library-commands', () => import('./start/library-step')],
  ['library-play-commands', () => import('./start/library-play-step')],
  ['app-commands', () => import('./start/app-commands-step')],
  ['commands', () => import('./start/commands-step')],
]

/**
 * A start straight onto a library screen: the libraries its first render needs, evaluated a step
 * each before the router's first loader imports the screen. Left to that import, React DOM,
 * react-virtuoso and the tables were evaluated with the screen in one task of 50–85 ms (traced
 * cold starts onto Albums). On Home they load later, at idle.
 */
const LIBRARY_SCREEN_STEPS: readonly (readonly [name: string, evaluate: () => Promise<unknown>])[] = [
  ['react-dom', () => import('react-dom/client')],
  ['screen-libraries', () => import('react-virtuoso')],
  ['screen-tables', () => import('./ui/table/SongTable')],
]
const startsOnLibraryScreen = /^\/(library|search)(\/|$)/.test(location.pathname)

async function start() {
  const earlyKeys = holdEarlyKeys()
  // Their chunks travel while the start steps evaluate.
  if (startsOnLibraryScreen) preloadRouteChunks()
  // On Home, index.html's own rows first: the start chunks load once their first covers are in.
  await (window as { tonearmFirstCoversIn?: Promise<void> }).tonearmFirstCoversIn
  for (const [name, evaluate] of EVALUATION_STEPS) {
    performance.mark(`start:${name}`)
    await evaluate()
    await yieldToBrowser()
  }
  // Ctrl/⌘+K held: the palette's code (the registry it lists is evaluated by now) loads beside
  // the next steps, and the replayed key opens it the moment the app listens.
  if (earlyKeys.holdsPalette()) void import('./ui/dialogs/DialogHost').then(({ preloadPalette }) => preloadPalette())
  // Every model that restores stored state is evaluated by now: appStarted reads storage.
  performance.mark('start:restore')
  const [{ startModel }, { attachAudioOutput }] = await Promise.all([import('./start/model-step'), import('./start/player-step')])
  const { scope, language, theme } = await startModel(location.pathname === '/')
  // Covers and streams through the Service Worker when it controls the page (docs/service-worker.md).
  ;(await import('./start/media-worker-step')).startMediaWorker(scope)
  await attachAudioOutput(scope)
  // The texts (one chunk per language) and the theme's colour scales load while the next steps
  // run; awaited before React.
  const texts = Promise.all([
    import('./ui/i18n/i18n').then(({ initI18n }) => initI18n(language)),
    import('./ui/theme/theme-colors').then(({ loadThemeColors }) => loadThemeColors(theme)),
  ])
  await yieldToBrowser()
  performance.mark('start:router')
  await import('./start/router-lib')
  await yieldToBrowser()
  // The router's synchronous calls to the browser, each in a task of its own (browser-state.ts).
  performance.mark('start:session-storage')
  openSessionStorage()
  await yieldToBrowser()
  performance.mark('start:history')
  numberHistoryEntry()
  await yieldToBrowser()
  if (startsOnLibraryScreen) {
    for (const [name, evaluate] of LIBRARY_SCREEN_STEPS) {
      performance.mark(`start:${name}`)
      await evaluate()
      await yieldToBrowser()
    }
  }
  performance.mark('start:routes')
  const { prepareRoutes, startScreensCode, startRouter } = await import('./start/router-step')
  const routes = prepareRoutes(scope)
  await yieldToBrowser()
  // The first screens' code is asked for (its import's preload helper, the chunks) in a task of
  // its own; the router's first loaders find it under way when they ask for their data.
  performance.mark('start:screen')
  void startScreensCode()
  await yieldToBrowser()
  performance.mark('start:router-start')
  const router = startRouter(scope, routes)
  await yieldToBrowser()
  performance.mark('start:i18n')
  await texts
  await yieldToBrowser()
  performance.mark('start:react')
  await import('react-dom/client')
  await yieldToBrowser()
  const { renderApp } = await import('./start/render-step')
  await yieldToBrowser()
  // The layout frame index.html paints stays until React's first render shows the real one: a
  // router still running its first loaders would render nothing over it.
  await routerInitialized(router)
  await startStylesheetsApplied()
  performance.mark('start:render')
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  await renderApp(root, scope, router)
  performance.mark('start:listening')
  dropEarlyReplies()
  earlyKeys.replay()
}

function routerInitialized(router: { state: { initialized: boolean }; subscribe: (listener: (state: { initialized: boolean }) => void) => () => void }) {
  if (router.state.initialized) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe()
        resolve()
      }
    })
  })
}

void start()
