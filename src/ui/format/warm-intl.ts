import { numberFormat } from './number-format'

/**
 * The first Intl.Collator, NumberFormat, DateTimeFormat or PluralRules of a page loads that
 * service's language data: 10–50 ms each in Chromium (measured), the later ones well under a
 * millisecond. Left to their first use, these loads landed inside a click (the Albums screen's
 * first sort of artists: 12 ms; an album page's first count). Made here once the app is idle, one
 * service per idle callback so that none makes a long task of its own.
 */
export function warmIntl(language: string, idle: (run: () => void) => void): void {
  const services = [
    () => new Intl.Collator(language, { numeric: true, sensitivity: 'base' }).compare('a', 'b'),
    () => numberFormat(language).format(1),
    () => new Intl.DateTimeFormat(language).format(0),
    () => new Intl.PluralRules(language).select(1),
  ]
  const warm = (index: number) => {
    const service = services[index]
    if (!service) return
    idle(() => {
      try {
        service()
      } catch {
        // A language tag Intl refuses: the texts fall back the same way when they format.
      }
      warm(index + 1)
    })
  }
  warm(0)
}
