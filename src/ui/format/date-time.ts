/**
 * A moment as the language writes its medium date and short time ("Nov 20, 2026, 10:00 AM"), with
 * the browser's Intl: what shows at start-up (the banner offering another device's queue) needs no
 * date library. One format per language, made on first use and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function formatMoment(epochMs: number, language: string): string {
  let format = formats.get(language)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
    } catch {
      // A language tag Intl refuses: the browser's own.
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    }
    formats.set(language, format)
  }
  return format.format(epochMs)
}
