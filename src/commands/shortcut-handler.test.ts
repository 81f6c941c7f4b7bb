import { describe, expect, it, vi } from 'vitest'
import type { Binding } from './keymap'
import type { ShortcutEvent } from './shortcut-handler'
import { createShortcutHandler, SEQUENCE_TIMEOUT_MS } from './shortcut-handler'

const KEYMAP: Binding[] = [
  { commandId: 'view.toggleSidebar', sequence: ['Ctrl+B'] },
  { commandId: 'view.openPalette', sequence: ['Ctrl+K'] },
  { commandId: 'view.openShortcuts', sequence: ['?'] },
  { commandId: 'pages.albums', sequence: ['G', 'A'] },
  { commandId: 'pages.artists', sequence: ['G', 'R'] },
  { commandId: 'app.find', sequence: ['A'] },
]

function press(key: string, init: Partial<ShortcutEvent> = {}): ShortcutEvent {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key === '?' ? 'Slash' : key
  return { key, code, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, typing: false, ...init }
}

function setup(options: { disabled?: string[]; inInputs?: string[]; keymap?: Binding[] } = {}) {
  let time = 10_000
  const run = vi.fn<(id: string) => void>()
  const handle = createShortcutHandler({
    keymap: () => options.keymap ?? KEYMAP,
    isEnabled: (id) => !(options.disabled ?? []).includes(id),
    firesInInputs: (id) => (options.inInputs ?? ['view.toggleSidebar', 'view.openPalette']).includes(id),
    run,
    now: () => time,
  })
  return {
    handle,
    run,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('createShortcutHandler', () => {
  it('runs a chord command and reports the key as used', () => {
    const { handle, run } = setup()
    expect(handle(press('b', { ctrlKey: true }))).toBe(true)
    expect(run).toHaveBeenCalledExactlyOnceWith('view.toggleSidebar')
  })

  it('matches a Russian layout by the physical key', () => {
    const { handle, run } = setup()
    expect(handle(press('и', { code: 'KeyB', ctrlKey: true }))).toBe(true)
    expect(run).toHaveBeenCalledWith('view.toggleSidebar')
  })

  it('runs ? typed with Shift', () => {
    const { handle, run } = setup()
    expect(handle(press('?', { shiftKey: true }))).toBe(true)
    expect(run).toHaveBeenCalledWith('view.openShortcuts')
  })

  it('leaves keys that mean nothing to the browser', () => {
    const { handle, run } = setup()
    expect(handle(press('x'))).toBe(false)
    expect(handle(press('Shift', { code: 'ShiftLeft', shiftKey: true }))).toBe(false)
    expect(run).not.toHaveBeenCalled()
  })

  it('runs a sequence: the first key is a prefix, the second runs', () => {
    const { handle, run, advance } = setup()
    expect(handle(press('g'))).toBe(true)
    expect(run).not.toHaveBeenCalled()
    advance(400)
    expect(handle(press('a'))).toBe(true)
    expect(run).toHaveBeenCalledExactlyOnceWith('pages.albums')
  })

  it('forgets the prefix after the timeout of 1000 ms', () => {
    const { handle, run, advance } = setup()
    handle(press('g'))
    advance(SEQUENCE_TIMEOUT_MS + 1)
    handle(press('a'))
    expect(run).toHaveBeenCalledExactlyOnceWith('app.find')
  })

  it('still completes the sequence at exactly the timeout', () => {
    const { handle, run, advance } = setup()
    handle(press('g'))
    advance(SEQUENCE_TIMEOUT_MS)
    handle(press('r'))
    expect(run).toHaveBeenCalledExactlyOnceWith('pages.artists')
  })

  it('starts over with the new key when a sequence goes wrong', () => {
    const { handle, run } = setup()
    handle(press('g'))
    expect(handle(press('b', { ctrlKey: true }))).toBe(true)
    expect(run).toHaveBeenCalledExactlyOnceWith('view.toggleSidebar')
    run.mockClear()
    handle(press('g'))
    expect(handle(press('x'))).toBe(false)
    handle(press('a'))
    expect(run).toHaveBeenCalledExactlyOnceWith('app.find')
  })

  it('lets a new prefix start after a wrong sequence', () => {
    const { handle, run } = setup()
    handle(press('g'))
    handle(press('g'))
    handle(press('a'))
    expect(run).toHaveBeenCalledExactlyOnceWith('pages.albums')
  })

  it('ignores plain keys while typing in a text field', () => {
    const { handle, run } = setup()
    expect(handle(press('g', { typing: true }))).toBe(false)
    expect(handle(press('a', { typing: true }))).toBe(false)
    expect(handle(press('?', { shiftKey: true, typing: true }))).toBe(false)
    expect(run).not.toHaveBeenCalled()
  })

  it('typing in a field breaks a sequence started outside it', () => {
    const { handle, run } = setup()
    handle(press('g'))
    handle(press('x', { typing: true }))
    handle(press('r'))
    expect(run).not.toHaveBeenCalled()
  })

  it('fires Ctrl/Meta commands in a text field only when they allow it', () => {
    const { handle, run } = setup({ inInputs: ['view.toggleSidebar'] })
    expect(handle(press('b', { ctrlKey: true, typing: true }))).toBe(true)
    expect(run).toHaveBeenCalledExactlyOnceWith('view.toggleSidebar')
    run.mockClear()
    expect(handle(press('k', { ctrlKey: true, typing: true }))).toBe(false)
    expect(run).not.toHaveBeenCalled()
  })

  it('does not run a disabled command and leaves the key to the browser', () => {
    const { handle, run } = setup({ disabled: ['view.toggleSidebar', 'pages.albums', 'app.find'] })
    expect(handle(press('b', { ctrlKey: true }))).toBe(false)
    handle(press('g'))
    expect(handle(press('a'))).toBe(false)
    expect(run).not.toHaveBeenCalled()
  })

  it('leaves the first key of a sequence to the browser when no command it starts can run', () => {
    const { handle, run } = setup({ disabled: ['pages.albums', 'pages.artists'] })
    expect(handle(press('g'))).toBe(false)
    expect(handle(press('a'))).toBe(true)
    expect(run).toHaveBeenCalledWith('app.find')
  })

  it('still takes G when one command it starts can run', () => {
    const { handle, run } = setup({ disabled: ['pages.albums'] })
    expect(handle(press('g'))).toBe(true)
    expect(handle(press('r'))).toBe(true)
    expect(run).toHaveBeenCalledWith('pages.artists')
  })

  it('uses but does not repeat a held-down key', () => {
    const { handle, run } = setup()
    expect(handle(press('b', { ctrlKey: true }))).toBe(true)
    expect(handle(press('b', { ctrlKey: true, repeat: true }))).toBe(true)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('reads the keymap at every key, so remapping applies at once', () => {
    let keymap: Binding[] = [{ commandId: 'x', sequence: ['Ctrl+B'] }]
    const run = vi.fn<(id: string) => void>()
    const handle = createShortcutHandler({ keymap: () => keymap, isEnabled: () => true, firesInInputs: () => false, run })
    handle(press('b', { ctrlKey: true }))
    keymap = [{ commandId: 'x', sequence: ['Ctrl+J'] }]
    handle(press('b', { ctrlKey: true }))
    handle(press('j', { ctrlKey: true }))
    expect(run.mock.calls).toEqual([['x'], ['x']])
  })
})
