import { describe, expect, it } from 'vitest'
import type { KeyState } from './key-context'
import { whenHolds } from './key-context'

const idle: KeyState = { typing: false, dialogOpen: false, inTable: false, inQueue: false, desktop: false }

describe('whenHolds', () => {
  it('applies plain bindings only when no field has focus and no dialog is open', () => {
    expect(whenHolds(undefined, idle)).toBe(true)
    expect(whenHolds('idle', { ...idle, typing: true })).toBe(false)
    expect(whenHolds('idle', { ...idle, dialogOpen: true })).toBe(false)
    expect(whenHolds('anywhere', { ...idle, typing: true, dialogOpen: true })).toBe(true)
  })

  it('applies table and queue bindings only with the focus there', () => {
    expect(whenHolds('table', idle)).toBe(false)
    expect(whenHolds('table', { ...idle, inTable: true })).toBe(true)
    expect(whenHolds('table', { ...idle, inTable: true, typing: true })).toBe(false)
    expect(whenHolds('queue', { ...idle, inTable: true })).toBe(false)
    expect(whenHolds('queue', { ...idle, inQueue: true })).toBe(true)
    expect(whenHolds('queue', { ...idle, inQueue: true, dialogOpen: true })).toBe(true)
    expect(whenHolds('queue', { ...idle, inQueue: true, typing: true })).toBe(false)
  })

  it('tells dialogs, text fields, and the desktop from the browser build apart', () => {
    expect(whenHolds('dialog', { ...idle, dialogOpen: true })).toBe(true)
    expect(whenHolds('dialog', idle)).toBe(false)
    expect(whenHolds('typing', { ...idle, typing: true })).toBe(true)
    expect(whenHolds('desktop', { ...idle, desktop: true })).toBe(true)
    expect(whenHolds('desktop', idle)).toBe(false)
    expect(whenHolds('browser', idle)).toBe(true)
    expect(whenHolds('browser', { ...idle, desktop: true })).toBe(false)
  })
})
