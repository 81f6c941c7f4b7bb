/**
 * One `Intl.NumberFormat` per language and options, made once and kept: building one costs far
 * more than formatting with it (the first in a page loads the language's number data), and a table
 * or a text with a count formats a number per row. i18next's own `number` formatter caches by
 * every option of the call, the count included, so it built one per distinct count (issue 13: a
 * few milliseconds of every screen's first render); `installNumberFormatter` (src/ui/i18n/number-formatter.ts) replaces it.
 */
const formats = new Map<string, Intl.NumberFormat>()

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${language}\u0000${JSON.stringify(options)}` : language
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    formats.set(key, format)
  }
  return format
}

/** The options of a `{{value, number(…)}}` placeholder that Intl.NumberFormat reads (not the call's other values). */
const NUMBER_OPTIONS = [
  'style', 'currency', 'currencyDisplay', 'unit', 'unitDisplay', 'notation', 'compactDisplay', 'signDisplay', 'useGrouping',
  'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits', 'minimumSignificantDigits', 'maximumSignificantDigits',
] as const

export function numberOptionsOf(options: Readonly<Record<string, unknown>> | undefined): Intl.NumberFormatOptions | undefined {
  if (!options) return undefined
  const picked: Record<string, unknown> = {}
  let any = false
  for (const name of NUMBER_OPTIONS) {
    if (options[name] !== undefined) {
      picked[name] = options[name]
      any = true
    }
  }
  return any ? (picked as Intl.NumberFormatOptions) : undefined
}
