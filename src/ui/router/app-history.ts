import type { Location, Navigator, To } from 'react-router-dom'
import { createPath, NavigationType, parsePath } from 'react-router-dom'

/**
 * Decides, as a navigation starts, what the new address may show: called synchronously when the
 * address changes (so a page's request leaves with the navigation), it resolves once the screens'
 * code is there and the guards have answered — to null (show it) or the path to go to instead.
 * `from` is the address shown (null at the start).
 */
export type NavigationGate = (to: Location, from: Location | null) => Promise<string | null>

/** What the history needs of the window: the address, the browser's history and its popstate. */
export interface HistoryWindow {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string }
  readonly history: {
    readonly state: unknown
    pushState(data: unknown, unused: string, url: string): void
    replaceState(data: unknown, unused: string, url: string): void
    go(delta: number): void
  }
  addEventListener(type: 'popstate', listener: () => void): void
}

export interface HistoryUpdate {
  readonly action: NavigationType
  readonly location: Location
}

/** The app's history: React Router's navigator, the model's navigator (`navigate`). */
export interface AppHistory extends Navigator {
  /** The address shown and how it was reached. */
  readonly action: NavigationType
  readonly location: Location
  listen(listener: (update: HistoryUpdate) => void): () => void
  navigate(path: string, options?: { replace?: boolean }): void
  /** Resolves once the first address is shown (its code loaded, its guards passed or redirected). */
  readonly ready: Promise<void>
}

/** What a history entry keeps (as React Router's own browser history does). */
interface Entry {
  readonly usr: unknown
  readonly key: string
}

const newKey = () => Math.random().toString(36).slice(2, 10)

/**
 * A browser history whose navigations pass `gate` before they are shown, as a data router's
 * loaders did: the address changes (and listeners hear of it) once the new screens' code is there
 * and the guards let it through, so the screen shown is replaced by the next one, never by a
 * skeleton. A navigation started meanwhile wins; a redirect takes the navigation's place (a push
 * stays one new entry; the start's address or a Back is replaced).
 */
export function createAppHistory(gate: NavigationGate, w: HistoryWindow): AppHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>()
  const current = (): Location => {
    const { pathname, search, hash } = w.location
    const entry = w.history.state as Partial<Entry> | null
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }
  }
  let shown = current()
  let action = NavigationType.Pop
  let shownOnce = false
  let latest = 0
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const locationOf = (to: To, state: unknown): Location => ({
    pathname: shown.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: newKey(),
  })

  function show(next: NavigationType, location: Location): void {
    const entry: Entry = { usr: location.state, key: location.key }
    if (next === NavigationType.Push) w.history.pushState(entry, '', createPath(location))
    else if (next === NavigationType.Replace) w.history.replaceState(entry, '', createPath(location))
    shown = location
    action = next
    shownOnce = true
    markReady()
    for (const listener of [...listeners]) listener({ action, location })
  }

  function go(next: NavigationType, location: Location): void {
    const navigation = ++latest
    void gate(location, shownOnce ? shown : null)
      .catch(() => null)
      .then((redirect) => {
        if (navigation !== latest) return
        if (redirect === null) show(next, location)
        else go(next === NavigationType.Push ? next : NavigationType.Replace, locationOf(redirect, null))
      })
  }

  w.addEventListener('popstate', () => go(NavigationType.Pop, current()))
  const history: AppHistory = {
    get action() {
      return action
    },
    get location() {
      return shown
    },
    ready,
    listen(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    push: (to, state) => go(NavigationType.Push, locationOf(to, state)),
    replace: (to, state) => go(NavigationType.Replace, locationOf(to, state)),
    go: (delta) => w.history.go(delta),
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    navigate: (path, options) => (options?.replace ? history.replace(path) : history.push(path)),
  }
  go(NavigationType.Pop, shown)
  return history
}
