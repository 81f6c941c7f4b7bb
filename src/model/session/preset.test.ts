import { describe, expect, it } from 'vitest'
import { parsePreset, presetHidesRadios } from './preset'

const FULL = { serverUrl: 'http://music.test', hideServer: true, username: 'alice', password: 'sesame', authType: 'password' }

describe('parsePreset', () => {
  it('reads a preset with all five fields', () => {
    expect(parsePreset(FULL)).toEqual({ ...FULL, hideRadios: false })
    expect(parsePreset({ ...FULL, hideServer: false, authType: 'token', hideRadios: true })).toEqual({
      ...FULL,
      hideServer: false,
      authType: 'token',
      hideRadios: true,
    })
  })

  it.each(['serverUrl', 'hideServer', 'username', 'password', 'authType'])('is not a preset without %s', (field) => {
    const { [field as keyof typeof FULL]: _left, ...rest } = FULL
    expect(parsePreset(rest)).toBeNull()
  })

  it.each([
    ['an empty server URL', { serverUrl: '' }],
    ['an empty user', { username: '' }],
    ['an empty password', { password: '' }],
    ['an empty auth type', { authType: '' }],
    ['a null auth type', { authType: null }],
    ['a hide-server flag that is not a boolean', { hideServer: 'true' }],
    ['a server URL that is not a string', { serverUrl: 42 }],
  ])('is not a preset with %s', (_, change) => {
    expect(parsePreset({ ...FULL, ...change })).toBeNull()
  })

  it('is not a preset when the host page sets nothing', () => {
    expect(parsePreset(undefined)).toBeNull()
    expect(parsePreset({})).toBeNull()
  })

  it('falls back to token for an unknown auth type', () => {
    expect(parsePreset({ ...FULL, authType: 'ldap' })?.authType).toBe('token')
    expect(parsePreset({ ...FULL, authType: 42 })?.authType).toBe('token')
    expect(parsePreset({ ...FULL, authType: 'password' })?.authType).toBe('password')
  })

  it('hides radios only when hideRadios is exactly true', () => {
    expect(parsePreset({ ...FULL, hideRadios: 'yes' })?.hideRadios).toBe(false)
    expect(presetHidesRadios({ hideRadios: true })).toBe(true)
    expect(presetHidesRadios({ hideRadios: 'true' })).toBe(false)
    expect(presetHidesRadios(undefined)).toBe(false)
  })
})
