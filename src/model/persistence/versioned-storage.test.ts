import * as t from 'io-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { readVersioned, writeVersioned } from './versioned-storage'

const Codec = t.type({ n: t.number })
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('versioned storage', () => {
  it('writes { state, version } and reads it back', () => {
    const { storage, data } = createMemoryShell()
    writeVersioned(storage, 'doc', 3, { n: 7 })
    expect(JSON.parse(data.get('doc') ?? 'null')).toEqual({ state: { n: 7 }, version: 3 })
    expect(readVersioned(storage, 'doc', 3, Codec)).toEqual({ n: 7 })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('gives undefined without an error when nothing is stored', () => {
    expect(readVersioned(createMemoryShell().storage, 'doc', 1, Codec)).toBeUndefined()
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('logs an error and gives undefined for another version', () => {
    const { storage } = createMemoryShell()
    writeVersioned(storage, 'doc', 2, { n: 7 })
    expect(readVersioned(storage, 'doc', 1, Codec)).toBeUndefined()
    expect(consoleError).toHaveBeenCalledWith('Stored "doc" is version 2, expected 1, and there is no migration; using defaults')
  })

  it.each([
    ['not JSON', 'nope'],
    ['no version', '{"state":{"n":1}}'],
    ['a string version', '{"state":{"n":1},"version":"1"}'],
    ['a state of the wrong shape', '{"state":{"n":"one"},"version":1}'],
    ['JSON null', 'null'],
  ])('logs an error and gives undefined for %s', (_, raw) => {
    const { storage, data } = createMemoryShell()
    data.set('doc', raw)
    expect(readVersioned(storage, 'doc', 1, Codec)).toBeUndefined()
    expect(consoleError).toHaveBeenCalledTimes(1)
  })
})
