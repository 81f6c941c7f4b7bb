import { describe, expect, it } from 'vitest'
import { holdEarlyKeys } from './early-keys'

function press(init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  window.dispatchEvent(event)
  return event
}

describe('keys pressed while starting', () => {
  it('are replayed in order once the app listens, and only then', () => {
    const early = holdEarlyKeys()
    const seen: string[] = []
    press({ key: 'k', code: 'KeyK', ctrlKey: true })
    press({ key: 'a', code: 'KeyA' })
    const listener = (event: KeyboardEvent) => seen.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)
    window.addEventListener('keydown', listener)
    expect(seen).toEqual([])
    early.replay()
    expect(seen).toEqual(['Ctrl+k', 'a'])
    early.replay()
    expect(seen).toEqual(['Ctrl+k', 'a'])
    window.removeEventListener('keydown', listener)
  })

  it('keep Ctrl/⌘+K from the browser, not other keys', () => {
    const early = holdEarlyKeys()
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(press({ key: 'K', metaKey: true, shiftKey: true }).defaultPrevented).toBe(true)
    expect(press({ key: 'r', ctrlKey: true }).defaultPrevented).toBe(false)
    expect(press({ key: 'k' }).defaultPrevented).toBe(false)
    early.replay()
  })

  it('are no longer held once replayed', () => {
    const early = holdEarlyKeys()
    early.replay()
    const seen: string[] = []
    const listener = (event: KeyboardEvent) => seen.push(event.key)
    window.addEventListener('keydown', listener)
    press({ key: 'x' })
    early.replay()
    expect(seen).toEqual(['x'])
    window.removeEventListener('keydown', listener)
  })
})

describe('keys pressed before any module ran', () => {
  it('are taken over from the page script and replayed first', () => {
    const pageHeld: KeyboardEvent[] = []
    const pageHold = (event: KeyboardEvent) => pageHeld.push(event)
    window.addEventListener('keydown', pageHold, true)
    const win = window as Window & { tonearmHeldKeys?: unknown }
    win.tonearmHeldKeys = { events: pageHeld, stop: () => window.removeEventListener('keydown', pageHold, true) }
    press({ key: 'k', ctrlKey: true })
    const early = holdEarlyKeys()
    expect(win.tonearmHeldKeys).toBeUndefined()
    press({ key: 'j' })
    const seen: string[] = []
    const listener = (event: KeyboardEvent) => seen.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)
    window.addEventListener('keydown', listener)
    early.replay()
    expect(seen).toEqual(['Ctrl+k', 'j'])
    window.removeEventListener('keydown', listener)
  })
})
