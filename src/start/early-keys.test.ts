import { describe, expect, it, vi } from 'vitest'
import { holdEarlyKeys } from './early-keys'
import { holdKeys } from './hold-keys'

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

  it('say whether a Ctrl/⌘+K waits for the app (its palette then loads early), until replayed', () => {
    const early = holdEarlyKeys()
    press({ key: 'a', code: 'KeyA' })
    press({ key: 'k', code: 'KeyK' })
    expect(early.holdsPalette()).toBe(false)
    press({ key: 'k', code: 'KeyK', metaKey: true })
    expect(early.holdsPalette()).toBe(true)
    early.replay()
    expect(early.holdsPalette()).toBe(false)
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
    holdKeys(window, {})
    press({ key: 'k', ctrlKey: true })
    const early = holdEarlyKeys()
    expect((window as Window & { tonearmHeldKeys?: unknown }).tonearmHeldKeys).toBeUndefined()
    press({ key: 'j' })
    const seen: string[] = []
    const listener = (event: KeyboardEvent) => seen.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)
    window.addEventListener('keydown', listener)
    early.replay()
    expect(seen).toEqual(['Ctrl+k', 'j'])
    window.removeEventListener('keydown', listener)
  })
})

describe("the page's early palette field", () => {
  const TEXTS = { 'en-US': { title: 'Command palette', placeholder: 'Type a command or search…' } }
  const typeInto = (input: HTMLInputElement, text: string) => {
    for (const key of text) {
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      input.value += key
    }
  }

  it('opens on Ctrl+K before any module ran, takes typing, and hands its text to the app palette once it shows', async () => {
    document.body.innerHTML = ''
    holdKeys(window, TEXTS)
    press({ key: 'k', ctrlKey: true })
    const field = document.querySelector<HTMLInputElement>('[role="dialog"][aria-label="Command palette"] input')!
    expect(document.activeElement).toBe(field)
    expect(field.placeholder).toBe('Type a command or search…')
    typeInto(field, 'blue')
    const early = holdEarlyKeys()
    const seen: string[] = []
    const listener = (event: KeyboardEvent) => seen.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)
    window.addEventListener('keydown', listener)
    early.replay()
    // Only the Ctrl+K is replayed: the letters were the field's.
    expect(seen).toEqual(['Ctrl+k'])
    window.removeEventListener('keydown', listener)
    expect(document.querySelector('.early-palette')).not.toBeNull()
    const palette = document.createElement('div')
    palette.setAttribute('role', 'dialog')
    const input = palette.appendChild(document.createElement('input'))
    input.setAttribute('cmdk-input', '')
    const typed: string[] = []
    input.addEventListener('input', () => typed.push(input.value))
    document.body.appendChild(palette)
    await vi.waitFor(() => expect(document.querySelector('.early-palette')).toBeNull())
    expect(typed).toEqual(['blue'])
    expect(document.activeElement).toBe(input)
    palette.remove()
  })

  it('closes on Escape and forgets the Ctrl+K', () => {
    document.body.innerHTML = ''
    holdKeys(window, TEXTS)
    press({ key: 'k', ctrlKey: true })
    const field = document.querySelector<HTMLInputElement>('.early-palette input')!
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    field.dispatchEvent(escape)
    expect(escape.defaultPrevented).toBe(true)
    expect(document.querySelector('.early-palette')).toBeNull()
    const early = holdEarlyKeys()
    const seen: string[] = []
    const listener = (event: KeyboardEvent) => seen.push(event.key)
    window.addEventListener('keydown', listener)
    early.replay()
    expect(seen).toEqual([])
    window.removeEventListener('keydown', listener)
  })
})
