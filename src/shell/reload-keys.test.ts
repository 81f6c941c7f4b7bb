import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { blockReloadKeys, isReloadKey } from './reload-keys'
import { isNeutralinoHost, selectShell } from './select-shell'

const key = (init: Partial<KeyboardEvent>) => ({ key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, ...init })

describe('reload keys', () => {
  let unblock: (() => void) | undefined
  afterEach(() => unblock?.())

  it('are F5 and Ctrl/Cmd+R, with or without Shift', () => {
    expect(isReloadKey(key({ key: 'F5', code: 'F5' }))).toBe(true)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR', ctrlKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'R', code: 'KeyR', ctrlKey: true, shiftKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR', metaKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'к', code: 'KeyR', ctrlKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR' }))).toBe(false)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR', ctrlKey: true, altKey: true }))).toBe(false)
    expect(isReloadKey(key({ key: 'b', code: 'KeyB', ctrlKey: true }))).toBe(false)
  })

  it('are blocked where the policy says so, and other keys pass', () => {
    unblock = blockReloadKeys(window)
    expect(fireEvent.keyDown(window, { key: 'F5', code: 'F5' })).toBe(false)
    expect(fireEvent.keyDown(window, { key: 'r', code: 'KeyR', ctrlKey: true })).toBe(false)
    expect(fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true })).toBe(true)
    unblock()
    unblock = undefined
    expect(fireEvent.keyDown(window, { key: 'F5', code: 'F5' })).toBe(true)
  })
})

describe('selectShell', () => {
  it('recognises the desktop app by the globals the runtime injects', () => {
    expect(isNeutralinoHost(window)).toBe(false)
    expect(isNeutralinoHost({ NL_PORT: 41234, NL_OS: 'Linux' } as unknown as Window)).toBe(true)
    expect(isNeutralinoHost({ NL_OS: 'Linux' } as unknown as Window)).toBe(false)
  })

  it('gives a browser the browser shell, whose reloads are not blocked', async () => {
    const shell = await selectShell(window)
    expect(shell.kind).toBe('browser')
    expect(shell.updater).toBeNull()
    expect(fireEvent.keyDown(window, { key: 'F5', code: 'F5' })).toBe(true)
  })
})
