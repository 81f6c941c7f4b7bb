import { instantMixRequested } from '../../model/library/lazy-requests'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** An instant mix seeded by an artist: the artist page's button passes `{ artistId }`. */
export const artistMix = defineCommand({
  id: 'library.mix.artistMix',
  enabled: $isSignedIn,
  payloadOnly: true,
  target: instantMixRequested,
  adapt: ({ artistId }: { readonly artistId: string }) => ({ kind: 'artist' as const, id: artistId }),
})
