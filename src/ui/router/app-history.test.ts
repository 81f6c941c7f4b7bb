import type { Location } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { memoryWindow } from '../../testing/memory-window'
import type { HistoryUpdate, NavigationGate } from './app-history'
import { createAppHistory } from './app-history'

/** A gate whose answers the test gives, one per navigation, in order. */
function heldGate() {
  const asked: { to: string; from: string | null; answer: (redirect: string | null) => void }[] = []
  const path = (location: Location) => location.pathname + location.search
  const gate = vi.fn<NavigationGate>((to, from) => new Promise((resolve) => asked.push({ to: path(to), from: from && path(from), answer: resolve })))
  return { gate, asked }
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe("the app's history", () => {
  it('asks the gate at once when the address is to change, and shows the address (the browser history, the listeners) only once it answers', async () => {
    const { gate, asked } = heldGate()
    const w = memoryWindow('/')
    const history = createAppHistory(gate, w)
    expect(asked.map(({ to, from }) => [to, from])).toEqual([['/', null]])
    asked[0]!.answer(null)
    await history.ready
    const updates: HistoryUpdate[] = []
    history.listen((update) => updates.push(update))
    history.navigate('/library/albums?filter=newest')
    expect(asked.map(({ to, from }) => [to, from])[1]).toEqual(['/library/albums?filter=newest', '/'])
    await settle()
    expect([w.entries(), updates.length, history.location.pathname]).toEqual([['/'], 0, '/'])
    asked[1]!.answer(null)
    await settle()
    expect(w.entries()).toEqual(['/', '/library/albums?filter=newest'])
    expect(updates.map(({ action, location }) => [action, location.pathname, location.search])).toEqual([['PUSH', '/library/albums', '?filter=newest']])
    expect(history.location).toBe(updates[0]!.location)
  })

  it('shows only the last of two navigations when the first is answered after it', async () => {
    const { gate, asked } = heldGate()
    const w = memoryWindow('/')
    const history = createAppHistory(gate, w)
    asked[0]!.answer(null)
    await history.ready
    history.navigate('/library/albums')
    history.navigate('/library/songs')
    asked[2]!.answer(null)
    await settle()
    asked[1]!.answer(null)
    await settle()
    expect(w.entries()).toEqual(['/', '/library/songs'])
    expect(history.location.pathname).toBe('/library/songs')
  })

  it("replaces the start's address by a redirect, and a pushed one by one new entry", async () => {
    const w = memoryWindow('/library/albums')
    const history = createAppHistory(async (to) => (to.pathname === '/server-config' ? null : '/server-config'), w)
    await history.ready
    expect(w.entries()).toEqual(['/server-config'])
    history.navigate('/library/songs')
    await settle()
    expect(w.entries()).toEqual(['/server-config', '/server-config'])
    expect(history.action).toBe('PUSH')
  })

  it('replaces the entry on a replacing navigation, and asks the gate again for Back, from the address shown', async () => {
    const { gate, asked } = heldGate()
    const w = memoryWindow('/')
    const history = createAppHistory(gate, w)
    asked[0]!.answer(null)
    history.navigate('/library/albums')
    asked[1]!.answer(null)
    await settle()
    history.navigate('/library/albums?filter=random', { replace: true })
    asked[2]!.answer(null)
    await settle()
    expect(w.entries()).toEqual(['/', '/library/albums?filter=random'])
    w.back()
    await settle()
    expect(asked.map(({ to, from }) => [to, from])[3]).toEqual(['/', '/library/albums?filter=random'])
    expect(history.location.pathname).toBe('/library/albums')
    asked[3]!.answer(null)
    await settle()
    expect([history.action, history.location.pathname]).toEqual(['POP', '/'])
  })

  it('shows the address when the gate fails (the screen shows its own error)', async () => {
    const history = createAppHistory(() => Promise.reject(new Error('a guard broke')), memoryWindow('/library/albums'))
    await history.ready
    expect(history.location.pathname).toBe('/library/albums')
  })
})
