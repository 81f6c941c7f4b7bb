import { $hasMedia, seekRequested } from '../../model/player/player'
import { defineCommand } from '../command'

/** Seeks to a position: the time slider and a lyrics line pass `{ seconds }`. */
export const seekTo = defineCommand({
  id: 'playback.seekTo',
  enabled: $hasMedia,
  payloadOnly: true,
  target: seekRequested,
  adapt: ({ seconds }: { readonly seconds: number }) => seconds,
})
