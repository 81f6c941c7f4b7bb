/** Above this a bitRate is in bit/s (Supysonic: 64000), below in kbit/s (Navidrome: 320). */
export const BIT_RATE_UNIT_THRESHOLD = 10_000

/** A bitRate in kbit/s whatever unit the server used; undefined when unknown or not positive. */
export function normaliseBitRate(bitRate: number | undefined): number | undefined {
  if (bitRate === undefined || !Number.isFinite(bitRate) || bitRate <= 0) return undefined
  return bitRate > BIT_RATE_UNIT_THRESHOLD ? Math.round(bitRate / 1000) : Math.round(bitRate)
}

/** A song's bit rate in kbit/s (Supysonic sends bit/s, Navidrome kbit/s). */
export function bitRateKbps(song: { readonly bitRate?: number | undefined }): number | undefined {
  return normaliseBitRate(song.bitRate)
}
