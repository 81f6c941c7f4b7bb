import { describe, expect, it } from 'vitest'
import type { KeyMoment } from './key-context'
import { contextsOverlap, isFocusContext, keysHold, keysOverlap, whenHolds } from './key-context'

const idle: KeyMoment = { focus: null, typing: false, dialog: false, host: 'browser' }

describe('key contexts as sets of keys', () => {
  it('applies plain bindings only when no field has focus and no dialog is open', () => {
    expect(whenHolds(undefined, idle)).toBe(true)
    expect(whenHolds('idle', { ...idle, typing: true })).toBe(false)
    expect(whenHolds('idle', { ...idle, dialog: true })).toBe(false)
    expect(whenHolds('anywhere', { ...idle, typing: true, dialog: true })).toBe(true)
  })

  it('applies table, queue and album bindings only with the focus there; the queue also in its dialog', () => {
    expect(whenHolds('table', idle)).toBe(false)
    expect(whenHolds('table', { ...idle, focus: 'table' })).toBe(true)
    expect(whenHolds('table', { ...idle, focus: 'table', host: 'desktop' })).toBe(true)
    expect(whenHolds('table', { ...idle, focus: 'table', typing: true })).toBe(false)
    expect(whenHolds('queue', { ...idle, focus: 'table' })).toBe(false)
    expect(whenHolds('queue', { ...idle, focus: 'queue', dialog: true })).toBe(true)
    expect(whenHolds('queue', { ...idle, focus: 'queue', typing: true })).toBe(false)
    expect(whenHolds('album', { ...idle, focus: 'album' })).toBe(true)
    expect(whenHolds('album', { ...idle, focus: 'album', dialog: true })).toBe(false)
  })

  it('can say "table and desktop" by its keys', () => {
    const tableOnDesktop = { focus: 'table', typing: false, dialog: false, host: 'desktop' } as const
    expect(keysHold(tableOnDesktop, { ...idle, focus: 'table', host: 'desktop' })).toBe(true)
    expect(keysHold(tableOnDesktop, { ...idle, focus: 'table' })).toBe(false)
    expect(keysHold(tableOnDesktop, { ...idle, host: 'desktop' })).toBe(false)
    expect(keysOverlap(tableOnDesktop, { focus: 'table' })).toBe(true)
    expect(keysOverlap(tableOnDesktop, { host: 'browser' })).toBe(false)
  })

  it('knows which contexts can hold together (the shortcuts modal’s conflict check)', () => {
    expect(contextsOverlap('table', 'queue')).toBe(false)
    expect(contextsOverlap('table', 'album')).toBe(false)
    expect(contextsOverlap('queue', 'album')).toBe(false)
    expect(contextsOverlap('anywhere', 'queue')).toBe(true)
    expect(contextsOverlap('idle', 'table')).toBe(true)
    expect(contextsOverlap('idle', 'queue')).toBe(true)
  })

  it('puts the focus areas before the general bindings', () => {
    expect(['idle', 'anywhere', 'table', 'queue', 'album', undefined].map((when) => isFocusContext(when as Parameters<typeof isFocusContext>[0]))).toEqual([false, false, true, true, true, false])
  })
})
