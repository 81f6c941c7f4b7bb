import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../model/preferences/language'
import { loadDateLocale } from './date-locale'

describe('loadDateLocale', () => {
  it('gives every language its own date-fns locale, en-US being date-fns’ default', async () => {
    const date = new Date(2026, 10, 20, 10, 0)
    const months: Record<string, string> = {}
    for (const { langCode } of LANGUAGES) {
      const locale = await loadDateLocale(langCode)
      months[langCode] = format(date, 'LLLL', locale ? { locale } : {})
    }
    expect(months).toEqual({
      'en-US': 'November',
      'es-ES': 'noviembre',
      'pt-BR': 'novembro',
      'zh-Hans': '十一月',
      de: 'November',
      ru: 'ноябрь',
      fr: 'novembre',
    })
  })
})
