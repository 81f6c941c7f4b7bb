import type { StreamOptions } from '../../api/core/media-urls'

/** Maximum bitrates offered, kbit/s; 0: no limit (the original, unless a format is asked). */
export const BIT_RATES = [0, 320, 256, 192, 160, 128, 96, 64, 32] as const
/** Formats offered; '': the server's choice (no `format` sent). */
export const FORMATS = ['', 'mp3', 'opus', 'aac'] as const

export interface StreamQuality {
  /** kbit/s, one of BIT_RATES; 0: no limit. */
  readonly maxBitRate: number
  /** One of FORMATS; '': the server's choice. */
  readonly format: string
}

/** One saved server's choice: `constrained` applies on metered or slow connections (null: as `normal`). */
export interface ServerQuality {
  readonly normal: StreamQuality
  readonly constrained: StreamQuality | null
}

export const ORIGINAL: StreamQuality = { maxBitRate: 0, format: '' }
export const SERVER_QUALITY_DEFAULTS: ServerQuality = { normal: ORIGINAL, constrained: null }

/**
 * What the browser says of the connection: `told` false when it says nothing (no
 * navigator.connection: Firefox, Safari, the desktop web views), then the constrained choice
 * never applies.
 */
export interface NetworkState {
  readonly told: boolean
  readonly constrained: boolean
}

export const NETWORK_UNTOLD: NetworkState = { told: false, constrained: false }

/** The part of the Network Information API read here (absent in some engines). */
export interface ConnectionInfo {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

/** Effective types slow enough that a FLAC stream would stall (2G, and 3G at ≈ 0.7 Mbit/s). */
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g'])

/** The user asked to save data, or the link is slow. */
export function networkOf(info: ConnectionInfo | null | undefined): NetworkState {
  if (!info) return NETWORK_UNTOLD
  return { told: true, constrained: info.saveData === true || SLOW_TYPES.has(info.effectiveType ?? '') }
}

/** The quality streams are asked in now. */
export function chooseQuality(settings: ServerQuality, network: NetworkState): StreamQuality {
  return network.told && network.constrained && settings.constrained !== null ? settings.constrained : settings.normal
}

/** The stream parameters for `quality`: maxBitRate always (0 is the server's "no limit"), format when one is chosen. */
export function streamOptions(quality: StreamQuality): StreamOptions {
  return quality.format ? { maxBitRate: quality.maxBitRate, format: quality.format } : { maxBitRate: quality.maxBitRate }
}

/**
 * Whether the server will likely transcode (a limit or a format asked): a transcoded stream has no
 * exact length, so the browser can only seek within what it already received.
 */
export function transcodes(quality: StreamQuality): boolean {
  return quality.maxBitRate > 0 || quality.format !== ''
}

/** The next bitrate after `current` (for the key that steps through them), back to the first after the last. */
export function nextBitRate(current: number): number {
  const index = (BIT_RATES as readonly number[]).indexOf(current)
  return BIT_RATES[(index + 1) % BIT_RATES.length]!
}

/** A stored value checked: an unknown bitrate or format falls back to the original. */
export function checkedQuality(stored: { maxBitRate?: number; format?: string } | null | undefined): StreamQuality {
  const maxBitRate = (BIT_RATES as readonly number[]).includes(stored?.maxBitRate ?? -1) ? stored!.maxBitRate! : 0
  const format = (FORMATS as readonly string[]).includes(stored?.format ?? '-') ? stored!.format! : ''
  return { maxBitRate, format }
}
