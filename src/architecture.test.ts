import { createEffect, createEvent, createStore, is } from 'effector'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The dependency direction of docs/architecture.md, checked on the sources:
 * `src/api ← src/model ← src/commands ← src/ui`. The UI may read the model's stores, types and
 * pure helpers, never an event or effect (a change goes through a command on the bus).
 */

const SRC = resolve(__dirname)

interface Import {
  readonly file: string
  readonly target: string
  /** Imported value names (type-only imports left out); `*` for a namespace import. */
  readonly names: readonly string[]
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Static imports, re-exports and `import()` with a relative path; comments are not read. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
  const found: Import[] = []
  const add = (specifier: string, names: readonly string[]) => {
    if (specifier.startsWith('.')) found.push({ file, target: resolve(dirname(file), specifier), names })
  }
  for (const [, typeOnly, clause, specifier] of text.matchAll(/\bimport\s+(type\s+)?([\w$*{},\s]+?)\s+from\s+['"]([^'"]+)['"]/g)) {
    if (typeOnly || clause === undefined || specifier === undefined) continue
    const names: string[] = []
    const braces = /\{([^}]*)\}/.exec(clause)
    const outside = clause.replace(/\{[^}]*\}/, '')
    if (/\*\s+as\s+/.test(outside)) names.push('*')
    else if (/^\s*[\w$]+/.test(outside)) names.push('default')
    for (const element of braces?.[1]?.split(',') ?? []) {
      const name = element.trim()
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!.trim())
    }
    add(specifier, names)
  }
  for (const [, typeOnly, specifier] of text.matchAll(/\bexport\s+(type\s+)?[\w$*{},\s]*?\s+from\s+['"]([^'"]+)['"]/g)) {
    if (!typeOnly && specifier !== undefined) add(specifier, ['*'])
  }
  for (const [, specifier] of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (specifier !== undefined) add(specifier, ['*'])
  }
  return found
}

/**
 * What the file reaches through an imported value: the value itself, and for an object of units
 * (`artistPage.requested`, `homeSections.recent.retried`) each member the file names after it.
 */
function unitsReachedAs(name: string, value: unknown, text: string): [string, unknown][] {
  const reached: [string, unknown][] = [[name, value]]
  if (typeof value !== 'object' || value === null || is.unit(value) || name === '*' || name === 'default') return reached
  const pattern = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}((?:\\s*\\??\\.\\s*[\\w$]+)+)`, 'g')
  for (const [, members] of text.matchAll(pattern)) {
    let current: unknown = value
    let path = name
    for (const member of members!.split('.').map((part) => part.replace(/[\s?]/g, '')).filter(Boolean)) {
      if (typeof current !== 'object' || current === null || is.unit(current)) break
      current = (current as Record<string, unknown>)[member]
      path = `${path}.${member}`
      reached.push([path, current])
    }
  }
  return reached
}

/** Whether `text` writes the store it names `path`: `path.on(`, `path.reset(`, `target: path` or in a target list. */
function writes(text: string, path: string): boolean {
  const name = `(?<![\\w$.])${path.replace(/[$.]/g, (character) => `\\${character}`)}(?![\\w$])`
  return [
    new RegExp(`${name}\\s*\\.\\s*(?:on|reset)\\s*\\(`),
    new RegExp(`\\btarget\\s*:\\s*${name}`),
    new RegExp(`\\btarget\\s*:\\s*\\[[^\\]]*${name}[^\\]]*\\]`),
  ].some((pattern) => pattern.test(text))
}

/** Every relative module a file names (type-only imports too), resolved; comments are not read. */
function modulesNamedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
  return [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g)].map(([, specifier]) => resolve(dirname(file), specifier!))
}

/** Every source file under `directory`, the tests included. */
function allFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return allFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const layer = (path: string) => relative(SRC, path).split(/[\\/]/)[0] ?? ''
const shown = (path: string) => relative(SRC, path).replaceAll('\\', '/')

/**
 * The model events the UI may fire itself, by reason: none is an action on the library, the
 * queue or the player that a key or the palette could also ask for. Everything else is a command.
 */
const UI_MAY_FIRE: Readonly<Record<string, readonly string[]>> = {
  // What the view shows or has focus: the context keys and the palette resolve commands from.
  'reports what is shown or focused': [
    'commandTargetChanged',
    'tableFocusChanged',
    'queueRowFocused',
    'albumPageShown',
    'artistPageShown',
    'openPlaylistShown',
    'keptViewOpened',
    'storagePageShown',
    'serverStatusShown',
    'aboutShown',
    'lyricsViewShown',
    'palettePageLeft',
    'trayMenuRendered',
    'appRendered',
    'windowNarrowed',
    'miniPlayerClosed',
  ],
  // The address is the state: a link changes it. Not commands: no title, key or palette entry.
  'navigation': ['navigated', 'externalLinkOpened'],
  // A route asks the model for what its address names, with the navigation (the model decides
  // whether a request is already under way): only the route layer (ROUTE_LAYER), never a screen.
  'a route loads what its address names': [
    'sessionCheckStarted',
    'homeOpened',
    'keptLibraryWanted',
    'albumFilterChanged',
    'songsViewChanged',
    'albumPageRequested',
    'artistPageRequested',
    'artistsListRequested',
    'searchPageRequested',
    'playlistPageRequested',
    'genresRequested',
    'folderPageRequested',
  ],
  // The layout's guard opens the app before the start-up check's answer for an account that keeps
  // something offline; a refusal that comes later is its redirect, made late: only the route layer.
  "a guard's late answer": ['navigatedReplacing'],
  // A dialog a command opened: its fields, pages, answers and closing (form input local to a dialog).
  'input local to a dialog': [
    'dialogClosed',
    'bigPlayerClosed',
    'bigPlayerTabChanged',
    'settingsPageChanged',
    'paletteQueryChanged',
    'themePreviewed',
    'recentCommandUsed',
    'themeChanged',
    'languageChanged',
    'autoFullscreenChanged',
    'defaultGainChanged',
    'preAmpChanged',
    'preferSyncedLyricsChanged',
    'replayGainEnabledChanged',
    'replayGainModeChanged',
    'crossfadeEnabledChanged',
    'crossfadeNotWithinAlbumsChanged',
    'crossfadeSecondsChanged',
    'equalizerBandChanged',
    'equalizerEnabledChanged',
    'equalizerPreAmpChanged',
    'longTrackMinutesChanged',
    'qualityChosen',
    'hideRadiosSectionChanged',
    'logoutConfirmed',
    'deletePlaylistConfirmed',
    'deleteRadioConfirmed',
    'removeSongsConfirmed',
    'removeAllConfirmed',
    'removeAllDismissed',
    'playlistFormChanged',
    'playlistFormSubmitted',
    'radioFormChanged',
    'radioFormSubmitted',
    'playlistPicked',
    'newPlaylistPicked',
    'updateInstallRequested',
    'updateRemindLaterRequested',
    'toastDismissed',
  ],
  // Signed out, no command runs: the login form is its own.
  'the login form': ['loginSubmitted', 'continueAnywayClicked', 'incompatibleCancelled'],
  // A table's columns menu and page size: how this table looks, stored per table.
  "a table's view settings": ['tableColumnsChanged', 'tableRowsPerPageChanged'],
}

/** The route layer: the one part of the UI that fires the page-loading events. */
const ROUTE_LAYER = 'ui/router/'

/** The audio element's adapter reports the element's own events (play, pause, ended, time…). */
const AUDIO_ADAPTER = 'ui/player/AudioMount.tsx'

const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  api: ['model', 'commands', 'ui'],
  model: ['commands', 'ui'],
  commands: ['ui'],
}

describe('architecture', () => {
  it('points dependencies one way: api ← model ← commands ← ui', () => {
    const wrong = Object.entries(FORBIDDEN).flatMap(([from, banned]) =>
      sourceFiles(join(SRC, from))
        .flatMap(importsOf)
        .filter((edge) => banned.includes(layer(edge.target)))
        .map((edge) => `${shown(edge.file)} → ${shown(edge.target)}`),
    )
    expect(wrong).toEqual([])
  })

  it('lets the UI read model stores, types and helpers but fire no model event or effect', async () => {
    const edges = sourceFiles(join(SRC, 'ui'))
      .flatMap(importsOf)
      .filter((edge) => layer(edge.target) === 'model')
    expect(edges.length).toBeGreaterThan(20)
    const routeLayerOnly = ['a route loads what its address names', "a guard's late answer"]
    const routeLayerEvents = new Set(routeLayerOnly.flatMap((reason) => UI_MAY_FIRE[reason] ?? []))
    const allowed = new Set(Object.entries(UI_MAY_FIRE).flatMap(([reason, events]) => (routeLayerOnly.includes(reason) ? [] : events)))
    const wrong: string[] = []
    for (const edge of edges) {
      const module = (await import(/* @vite-ignore */ edge.target)) as Record<string, unknown>
      const names = edge.names.includes('*') ? Object.keys(module) : edge.names
      for (const name of names) {
        for (const [path, value] of unitsReachedAs(name, module[name], readFileSync(edge.file, 'utf8'))) {
          if (!(is.event(value) || is.effect(value)) || shown(edge.file) === AUDIO_ADAPTER || allowed.has(path)) continue
          if (routeLayerEvents.has(path) && shown(edge.file).startsWith(ROUTE_LAYER)) continue
          wrong.push(`${shown(edge.file)} imports ${path} from ${shown(edge.target)}`)
        }
      }
    }
    expect(wrong).toEqual([])
  }, 60_000)

  it('writes a store only in the module that creates it (.on, .reset, target of sample)', async () => {
    const wrong: string[] = []
    for (const file of ['model', 'commands', 'ui', 'start'].flatMap((folder) => sourceFiles(join(SRC, folder)))) {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
      // Stores live in the model and the commands (the keymap): only those modules are imported.
      for (const edge of importsOf(file).filter((found) => ['model', 'commands'].includes(layer(found.target)))) {
        const module = (await import(/* @vite-ignore */ edge.target)) as Record<string, unknown>
        for (const name of edge.names) {
          for (const [path, value] of unitsReachedAs(name, module[name], text)) {
            if (is.store(value) && is.targetable(value) && writes(text, path)) wrong.push(`${shown(file)} writes ${path} of ${shown(edge.target)}`)
          }
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([])
  }, 60_000)

  it('keeps the test doubles of src/testing out of production code', () => {
    const testingOf = (files: readonly string[]) => files.flatMap((file) => modulesNamedBy(file).filter((target) => layer(target) === 'testing').map((target) => `${shown(file)} → ${shown(target)}`))
    const production = sourceFiles(SRC).filter((file) => layer(file) !== 'testing')
    expect(testingOf(production)).toEqual([])
    // The same scan finds the tests' own imports of src/testing, type-only ones included.
    const tests = allFiles(SRC).filter((file) => /\.test\.tsx?$/.test(file))
    expect(testingOf(tests).length).toBeGreaterThan(20)
    expect(testingOf(tests).some((edge) => edge.startsWith('shell/neutralino/') && edge.includes('testing/neutralino/fake-neutralino'))).toBe(true)
  })

  it('sees a store written through .on, .reset or a target, also inside a list of targets', () => {
    expect(['a.$state.on(x, f)', '$list\n  .reset(x)', 'sample({ clock, target: $list })', 'sample({ clock, target: [$other, $list] })'].map((text) => writes(text, text.includes('a.$state') ? 'a.$state' : '$list'))).toEqual([true, true, true, true])
    expect(['$listed.on(x)', 'sample({ clock: $list, target: $other })', 'sample({ source: $list, target: [$other] })', 'my$list.on(x)'].map((text) => writes(text, '$list'))).toEqual([false, false, false, false])
  })

  it('sees an event or effect reached as a member of an imported object', () => {
    const page = { $state: createStore(0), requested: createEvent<string>(), nested: { retried: createEffect(() => undefined) } }
    const text = 'const [state, request] = useUnit([page.$state, page.requested]); page?.nested.retried(); other.page.requested'
    const reached = unitsReachedAs('page', page, text).filter(([, value]) => is.event(value) || is.effect(value))
    expect(reached.map(([path]) => path)).toEqual(['page.requested', 'page.nested.retried'])
  })
})
