import { describe, expect, it } from 'vitest'
import { englishText } from '../../testing/i18n'
import type { ServerForm } from './server-form'
import { hasErrors, validateServerForm } from './server-form'

const VALID: ServerForm = { url: 'https://music.example.org', username: 'alice', password: 'sesame' }

function errorsFor(change: Partial<ServerForm>) {
  return validateServerForm({ ...VALID, ...change })
}

describe('validateServerForm', () => {
  it('accepts a valid form', () => {
    expect(validateServerForm(VALID)).toEqual({})
    expect(hasErrors(validateServerForm(VALID))).toBe(false)
    expect(errorsFor({ url: 'http://192.168.1.10:4533/' })).toEqual({})
    expect(errorsFor({ url: '  HTTPS://music.example.org  ' })).toEqual({})
  })

  it.each(['', 'music', 'music.example.org', 'http://', 'https://'])('says "Please enter a valid URL." for %j', (url) => {
    expect(errorsFor({ url })).toEqual({ url: 'login.errors.urlInvalid' })
  })

  it.each(['ftp://music.example.org', 'ws://music.example.org', 'localhost:4040', 'mailto:me@example.org'])(
    'says the URL must start with http:// or https:// for %j',
    (url) => {
      expect(errorsFor({ url })).toEqual({ url: 'login.errors.urlProtocol' })
    },
  )

  it('asks for a username of at least 2 characters', () => {
    expect(errorsFor({ username: '' })).toEqual({ username: 'login.errors.usernameRequired' })
    expect(errorsFor({ username: 'a' })).toEqual({ username: 'login.errors.usernameLength' })
    expect(errorsFor({ username: 'al' })).toEqual({})
  })

  it('asks for a password of at least 2 characters', () => {
    expect(errorsFor({ password: '' })).toEqual({ password: 'login.errors.passwordRequired' })
    expect(errorsFor({ password: 'x' })).toEqual({ password: 'login.errors.passwordLength' })
    expect(errorsFor({ password: 'xy' })).toEqual({})
  })

  it('reports every field at once', () => {
    const errors = validateServerForm({ url: '', username: '', password: '' })
    expect(errors).toEqual({
      url: 'login.errors.urlInvalid',
      username: 'login.errors.usernameRequired',
      password: 'login.errors.passwordRequired',
    })
    expect(hasErrors(errors)).toBe(true)
  })

  it('uses the exact validation messages', () => {
    expect(englishText('login.errors.urlInvalid')).toBe('Please enter a valid URL.')
    expect(englishText('login.errors.urlProtocol')).toBe('URL must start with http:// or https://')
    expect(englishText('login.errors.usernameRequired')).toBe('Please provide a username')
    expect(englishText('login.errors.usernameLength')).toBe('Username must be at least 2 characters.')
    expect(englishText('login.errors.passwordRequired')).toBe('Please provide a password')
    expect(englishText('login.errors.passwordLength')).toBe('Password must be at least 2 characters.')
  })
})
