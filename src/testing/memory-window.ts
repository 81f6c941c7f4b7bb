import type { HistoryWindow } from '../ui/router/app-history'

/**
 * A window's address and history in memory, for the app's history (src/ui/router/app-history.ts)
 * in unit tests: `back()` pops as the browser does (the address changes, then popstate).
 */
export function memoryWindow(at: string): HistoryWindow & { readonly entries: () => string[]; readonly back: () => void } {
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(at, 'http://app.test'), state: null }]
  let index = 0
  const pops = new Set<() => void>()
  const write = (state: unknown, url: string) => ({ url: new URL(url, entries[index]!.url), state })
  const memory = {
    location: {
      get pathname() {
        return entries[index]!.url.pathname
      },
      get search() {
        return entries[index]!.url.search
      },
      get hash() {
        return entries[index]!.url.hash
      },
    },
    history: {
      get state() {
        return entries[index]!.state
      },
      pushState(state: unknown, _: string, url: string) {
        entries.splice(index + 1, entries.length, write(state, url))
        index += 1
      },
      replaceState(state: unknown, _: string, url: string) {
        entries[index] = write(state, url)
      },
      go(delta: number) {
        index = Math.min(entries.length - 1, Math.max(0, index + delta))
        queueMicrotask(() => pops.forEach((pop) => pop()))
      },
    },
    addEventListener(_: 'popstate', listener: () => void) {
      pops.add(listener)
    },
    entries: () => entries.map(({ url }) => url.pathname + url.search),
    back: () => memory.history.go(-1),
  }
  return memory
}
