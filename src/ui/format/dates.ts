import type { Locale } from 'date-fns'
import { format, formatDistance, isValid, parseISO } from 'date-fns'

function parse(value: string | undefined): Date | null {
  if (!value) return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/** "3 days ago" in the given date-fns locale; empty for a missing or unreadable date. */
export function formatRelativeDate(value: string | undefined, now: Date, locale: Locale | undefined): string {
  const date = parse(value)
  if (!date) return ''
  return formatDistance(date, now, { addSuffix: true, ...(locale ? { locale } : {}) })
}

/** The locale's medium date ("Nov 23, 2026", "23 nov. 2026"…); empty when unknown. */
export function formatAbsoluteDate(value: string | undefined, locale: Locale | undefined): string {
  const date = parse(value)
  if (!date) return ''
  return format(date, 'PP', locale ? { locale } : {})
}

/** Date and time, for tooltips ("Nov 23, 2026, 4:52 AM"). */
export function formatDateTime(value: string | undefined, locale: Locale | undefined): string {
  const date = parse(value)
  if (!date) return ''
  return format(date, 'PPp', locale ? { locale } : {})
}
