import type { i18n as I18n } from 'i18next'
import { numberFormat, numberOptionsOf } from '../format/number-format'

/**
 * `{{count, number}}` through one kept Intl.NumberFormat per language (src/ui/format/number-format.ts)
 * instead of i18next's built-in formatter, which made a new one for each distinct count.
 */
export function installNumberFormatter(instance: I18n): void {
  instance.services.formatter?.add('number', (value: unknown, language: string | undefined, options: Record<string, unknown> | undefined) =>
    numberFormat(language ?? instance.language, numberOptionsOf(options)).format(value as number),
  )
}
