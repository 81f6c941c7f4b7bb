import { navigated, ROUTES } from '../../model/navigation/navigation'
import { defineCommand } from '../command'

/** Opens an artist's page: a palette result passes `{ artistId }`. */
export const openArtist = defineCommand({
  id: 'library.openArtist',
  payloadOnly: true,
  target: navigated,
  adapt: ({ artistId }: { readonly artistId: string }) => ROUTES.artist(artistId),
})

/** Opens the Search page on `{ query }`: the palette's "See all results". */
export const searchFor = defineCommand({
  id: 'library.searchFor',
  payloadOnly: true,
  target: navigated,
  adapt: ({ query }: { readonly query: string }) => `${ROUTES.search}?query=${encodeURIComponent(query)}`,
})
