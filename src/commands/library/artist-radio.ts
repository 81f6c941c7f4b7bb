import { artistRadioRequested } from '../../model/library/lazy-requests'
import { $openArtist } from '../../model/library/open-artist'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** What the artist radio plays: the artist's songs and similar ones. */
export interface ArtistPayload {
  readonly artistId: string
  readonly name: string
}

/** Artist radio: `{ artistId, name }` from the page's buttons, or the open artist page. */
function radioCommand<const Id extends `library.${string}`>(id: Id, shuffle: boolean) {
  return defineCommand({
    id,
    enabled: $isSignedIn,
    context: $openArtist,
    target: artistRadioRequested,
    adapt: ({ artistId, name }: ArtistPayload) => ({ id: artistId, name, shuffle }),
  })
}

export const playArtistRadio = radioCommand('library.playArtistRadio', false)
export const shuffleArtistRadio = radioCommand('library.shuffleArtistRadio', true)
