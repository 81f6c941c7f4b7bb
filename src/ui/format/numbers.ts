import { numberFormat } from './number-format'

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** Bytes in the largest unit that keeps the figure ≥ 1 (1024-based), e.g. "4.2 MB". */
export function formatFileSize(bytes: number | undefined, language: string): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${numberFormat(language, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`
}

/** kbit/s as "320 kbps"; empty when unknown. */
export function formatBitRate(kbps: number | undefined, language: string): string {
  if (kbps === undefined || !Number.isFinite(kbps) || kbps <= 0) return ''
  return `${numberFormat(language, { maximumFractionDigits: 0 }).format(kbps)} kbps`
}

/** A plain count in the language's digits grouping; empty when unknown. */
export function formatCount(value: number | undefined, language: string): string {
  if (value === undefined || !Number.isFinite(value)) return ''
  return numberFormat(language).format(value)
}

/** ReplayGain in dB with sign, e.g. "-6.20 dB"; peaks as plain ratios. */
export function formatGain(db: number | undefined, language: string): string {
  if (db === undefined || !Number.isFinite(db)) return ''
  return `${numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(db)} dB`
}

export function formatPeak(peak: number | undefined, language: string): string {
  if (peak === undefined || !Number.isFinite(peak)) return ''
  return numberFormat(language, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(peak)
}
