import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { encodePassword, passwordCredentials, randomSalt, tokenCredentials } from './credentials'

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

describe('tokenCredentials', () => {
  it('makes t = md5(password + salt): the Subsonic documentation example', async () => {
    const credentials = await tokenCredentials('admin', 'sesame', 'c19b2d')
    expect(credentials).toEqual({
      authType: 'token',
      username: 'admin',
      token: '26719a1196d2a940705a59634eb18eab',
      salt: 'c19b2d',
    })
  })

  it('draws a fresh random salt for every login', async () => {
    const first = await tokenCredentials('admin', 'sesame')
    const second = await tokenCredentials('admin', 'sesame')
    if (first.authType !== 'token' || second.authType !== 'token') throw new Error('expected token credentials')
    expect(first.salt).not.toBe(second.salt)
    expect(first.token).not.toBe(second.token)
    expect(first.salt).toMatch(/^[0-9a-f]{16}$/)
    expect(first.token).toBe(md5(`sesame${first.salt}`))
    expect(second.token).toBe(md5(`sesame${second.salt}`))
  })

  it('hashes the UTF-8 bytes of a non-ASCII password', async () => {
    const credentials = await tokenCredentials('admin', 'пароль', 'abc')
    if (credentials.authType !== 'token') throw new Error('expected token credentials')
    expect(credentials.token).toBe(md5('парольabc'))
  })
})

describe('randomSalt', () => {
  it('gives hex of the requested number of bytes, different each time', () => {
    expect(randomSalt()).toMatch(/^[0-9a-f]{16}$/)
    expect(randomSalt(4)).toMatch(/^[0-9a-f]{8}$/)
    const salts = new Set(Array.from({ length: 20 }, () => randomSalt()))
    expect(salts.size).toBe(20)
  })
})

describe('password mode', () => {
  it('encodes the password as enc: followed by its hex bytes', () => {
    expect(encodePassword('sesame')).toBe('enc:736573616d65')
    expect(passwordCredentials('bob', 'sesame')).toEqual({ authType: 'password', username: 'bob', password: 'enc:736573616d65' })
  })

  it('encodes non-ASCII passwords as UTF-8', () => {
    expect(encodePassword('é')).toBe('enc:c3a9')
    expect(encodePassword('日本')).toBe('enc:e697a5e69cac')
    expect(encodePassword('🎵')).toBe('enc:f09f8eb5')
  })

  it('encodes an empty password as a bare prefix', () => {
    expect(encodePassword('')).toBe('enc:')
  })
})
