import { describe, expect, it } from 'vitest'
import { englishText } from '../../testing/i18n'
import type { RadioForm } from './radio-form'
import { validateRadioForm } from './radio-form'

const VALID: RadioForm = { name: 'Jazz FM', homepageUrl: 'https://jazz.example.org', streamUrl: 'http://jazz.example.org:8000/live' }
const errorsFor = (change: Partial<RadioForm>) => validateRadioForm({ ...VALID, ...change })

describe('validateRadioForm', () => {
  it('accepts a valid station', () => {
    expect(validateRadioForm(VALID)).toEqual({})
  })

  it('asks for a name of at least 3 characters', () => {
    expect(errorsFor({ name: 'FM' })).toEqual({ name: 'radios.form.errors.nameLength' })
    expect(errorsFor({ name: '  FM  ' })).toEqual({ name: 'radios.form.errors.nameLength' })
    expect(errorsFor({ name: 'FIP' })).toEqual({})
  })

  it.each(['', 'jazz.example.org', 'ftp://jazz.example.org', 'http://', 'javascript:alert(1)'])('refuses %j as a URL', (url) => {
    expect(errorsFor({ homepageUrl: url, streamUrl: url })).toEqual({
      homepageUrl: 'radios.form.errors.urlInvalid',
      streamUrl: 'radios.form.errors.urlInvalid',
    })
  })

  it('asks for URLs of at least 10 characters', () => {
    expect(errorsFor({ homepageUrl: 'http://a.b' })).toEqual({})
    expect(errorsFor({ homepageUrl: 'http://ab', streamUrl: 'http://a' })).toEqual({
      homepageUrl: 'radios.form.errors.homepageLength',
      streamUrl: 'radios.form.errors.streamLength',
    })
  })

  it('uses the exact validation messages', () => {
    expect(englishText('radios.form.errors.nameLength')).toBe('Radio name must be at least 3 characters.')
    expect(englishText('radios.form.errors.urlInvalid')).toBe('Please provide a valid URL.')
    expect(englishText('radios.form.errors.homepageLength')).toBe('Homepage URL must be at least 10 characters')
    expect(englishText('radios.form.errors.streamLength')).toBe('Stream URL must be at least 10 characters')
  })
})
