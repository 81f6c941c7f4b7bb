import { describe, expect, it } from 'vitest'
import { compareVersions, normaliseServerUrl } from './connection'

describe('normaliseServerUrl', () => {
  it('trims spaces and trailing slashes', () => {
    expect(normaliseServerUrl('  https://host/music/  ')).toBe('https://host/music')
    expect(normaliseServerUrl('http://host:4040///')).toBe('http://host:4040')
    expect(normaliseServerUrl('http://host:4040')).toBe('http://host:4040')
  })
})

describe('compareVersions', () => {
  it('orders dotted versions numerically', () => {
    expect(compareVersions('1.10.2', '1.16.0')).toBeLessThan(0)
    expect(compareVersions('1.16.1', '1.16.0')).toBeGreaterThan(0)
    expect(compareVersions('1.9.0', '1.16.0')).toBeLessThan(0)
    expect(compareVersions('1.16', '1.16.0')).toBe(0)
    expect(compareVersions('2', '1.16.0')).toBeGreaterThan(0)
  })
})
