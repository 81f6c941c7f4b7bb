import { bitRateRequested, nextBitRateRequested } from '../../model/streaming/streaming-quality'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Steps the signed-in server's maximum bitrate to the next one (no limit, 320 … 32 kbit/s, again). */
export const nextStreamingQuality = defineCommand({
  id: 'playback.quality.next',
  keys: 'B R',
  enabled: $isSignedIn,
  target: nextBitRateRequested,
})

/** One palette entry per common choice: "Streaming quality: 128 kbit/s". */
const choose = <const Id extends `playback.quality.${string}`>(id: Id, maxBitRate: number) =>
  defineCommand({ id, enabled: $isSignedIn, target: bitRateRequested, adapt: () => maxBitRate })

export const streamOriginal = choose('playback.quality.original', 0)
export const stream320 = choose('playback.quality.kbps320', 320)
export const stream192 = choose('playback.quality.kbps192', 192)
export const stream128 = choose('playback.quality.kbps128', 128)
export const stream64 = choose('playback.quality.kbps64', 64)

export const streamingQualityCommands = [nextStreamingQuality, streamOriginal, stream320, stream192, stream128, stream64] as const
