import { Box, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Song } from '../../../model/library/song'
import { withMinimumRating } from '../../../model/library/rating-filter'
import { useRunCommand } from '../../commands/use-command'
import { RatingFilter, useRatingFilter } from '../../library/RatingFilter'
import { DEFAULT_SONG_COLUMNS } from '../../table/song-columns'
import { SongTable } from '../../table/SongTable'

interface Disc {
  readonly number: number
  readonly songs: readonly Song[]
}

export function groupByDisc(songs: readonly Song[]): readonly Disc[] {
  const discs = new Map<number, Song[]>()
  for (const song of songs) {
    const number = song.discNumber ?? 1
    const list = discs.get(number) ?? []
    list.push(song)
    discs.set(number, list)
  }
  return [...discs.entries()].sort(([a], [b]) => a - b).map(([number, list]) => ({ number, songs: list }))
}

function DiscTable({
  disc,
  discs,
  heading,
  label,
  ratingFiltered,
  toolbar,
}: {
  disc: Disc
  discs: readonly Disc[]
  heading: boolean
  label: string
  ratingFiltered: boolean
  toolbar?: ReactNode
}) {
  const { t } = useTranslation()
  const play = useRunCommand('library.playFrom')
  // Enter on a row plays the whole album from that row, whatever disc it is on.
  const onActivate = useCallback(
    (rows: readonly Song[], index: number) => {
      const before = discs.filter((other) => other.number < disc.number).flatMap((other) => other.songs)
      const after = discs.filter((other) => other.number > disc.number).flatMap((other) => other.songs)
      play({ songs: [...before, ...rows, ...after], index: before.length + index })
    },
    [discs, disc, play],
  )
  const discLabel = t('library.album.disc', { number: disc.number })
  return (
    <Box asChild mb="5">
      <section aria-label={heading ? discLabel : label}>
        {heading && (
          <Heading as="h2" size="4" mb="2">
            {discLabel}
          </Heading>
        )}
        <SongTable
          tableId="album"
          label={heading ? `${label}, ${discLabel}` : label}
          songs={disc.songs}
          defaultColumns={DEFAULT_SONG_COLUMNS.album}
          onActivate={onActivate}
          ratingFiltered={ratingFiltered}
          toolbar={toolbar}
        />
      </section>
    </Box>
  )
}

/** The album's songs, with a heading per disc when it has more than one, and a rating filter. */
export function AlbumSongs({ songs, label }: { songs: readonly Song[]; label: string }) {
  const minimum = useRatingFilter('album')
  const shown = useMemo(() => withMinimumRating(songs, minimum), [songs, minimum])
  const discs = useMemo(() => groupByDisc(shown), [shown])
  const filter = <RatingFilter list="album" shown={shown.length} total={songs.length} noun="songs" loadedOnly={false} />
  // One disc: the filter sits in the table's toolbar, on one row with its sort status and Columns.
  // Several: above them all (it filters every disc), each disc's heading then its own toolbar.
  const several = discs.length > 1
  return (
    <>
      {several && <Box mb="2">{filter}</Box>}
      {discs.map((disc) => (
        <DiscTable key={disc.number} disc={disc} discs={discs} heading={several} label={label} ratingFiltered={minimum > 0} toolbar={several ? undefined : filter} />
      ))}
      {discs.length === 0 && <Box mb="2">{filter}</Box>}
    </>
  )
}
