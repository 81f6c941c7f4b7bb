import { Fragment } from 'react'
import type { Credited } from '../../model/library/artist-credits'
import { artistCredits } from '../../model/library/artist-credits'
import { RouteLink } from '../table/RouteLink'

/**
 * A song's or album's artists, each its own link to its page, joined as the server's display
 * line joins them ("A & B feat. C"); an artist without an id is plain text. Servers without
 * OpenSubsonic credits give the one artist as before. Every list, page and player shows artists
 * through this component.
 */
export function ArtistLinks({ of, linkClassName }: { of: Credited; linkClassName?: string }) {
  const parts = artistCredits(of)
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : part.id ? (
          <RouteLink key={index} to={{ kind: 'artist', id: part.id }} {...(linkClassName ? { className: linkClassName } : {})}>
            {part.name}
          </RouteLink>
        ) : (
          <Fragment key={index}>{part.name}</Fragment>
        ),
      )}
    </>
  )
}
