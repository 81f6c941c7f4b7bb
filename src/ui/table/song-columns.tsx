import { ClockIcon, HeartFilledIcon, HeartIcon } from '@radix-ui/react-icons'
import type { Song } from '../../model/library/song'
import { isStarred, songBitRateKbps, songCodec, songGenres } from '../../model/library/song'
import { formatAbsoluteDate, formatDateTime, formatRelativeDate } from '../format/dates'
import { formatDuration } from '../format/duration'
import { formatBitRate, formatCount, formatFileSize, formatGain, formatPeak } from '../format/numbers'
import type { ColumnDef } from './column'
import { RatingStars } from './RatingStars'
import { RouteLink } from './RouteLink'
import { ArtistLinks } from '../links/ArtistLinks'
import { ExplicitBadge } from '../library/ReleaseBadges'

const text = (value: string | number | undefined) => (value === undefined ? '' : value)

/**
 * Columns that apply to songs, in the order the column menu lists them. A narrow table
 * hides the lowest priority first: year, plays, rating, favorite, album, artist, duration, track
 * (columns without a priority, chosen only in the menu, before all of them).
 */
export const SONG_COLUMNS: readonly ColumnDef<Song>[] = [
  { id: 'track', header: 'table.column.track', width: '3.5rem', priority: 90, align: 'end', cell: (s) => text(s.track), sortValue: (s) => s.track },
  { id: 'discNumber', header: 'table.column.discNumber', width: '4rem', priority: 15, align: 'end', cell: (s) => text(s.discNumber), sortValue: (s) => s.discNumber },
  {
    id: 'title',
    header: 'table.column.title',
    alwaysShown: true,
    // OpenSubsonic marks explicit songs; the title sorts by its sort name where the server sends one.
    cell: (s, c) => (s.explicitStatus === 'explicit' ? <>{s.title}<ExplicitBadge label={c.t('releases.explicit')} /></> : s.title),
    sortValue: (s) => s.sortName || s.title,
  },
  {
    id: 'artist',
    header: 'table.column.artist',
    width: '18%',
    priority: 60,
    // Each artist its own link (OpenSubsonic `artists`), else the one artist as before.
    cell: (s) => <ArtistLinks of={s} />,
    sortValue: (s) => s.artist,
  },
  {
    id: 'album',
    header: 'table.column.album',
    width: '18%',
    priority: 50,
    cell: (s) => (s.albumId ? <RouteLink to={{ kind: 'album', id: s.albumId }}>{s.album}</RouteLink> : text(s.album)),
    sortValue: (s) => s.album,
  },
  { id: 'year', header: 'table.column.year', width: '4.5rem', priority: 20, align: 'end', cell: (s) => text(s.year), sortValue: (s) => s.year },
  { id: 'genres', header: 'table.column.genres', width: '9rem', cell: songGenres, sortValue: songGenres },
  { id: 'duration', header: 'table.column.duration', icon: <ClockIcon aria-hidden />, width: '4.5rem', priority: 80, align: 'end', cell: (s) => formatDuration(s.duration), sortValue: (s) => s.duration },
  { id: 'plays', header: 'table.column.plays', width: '4.5rem', priority: 25, align: 'end', cell: (s, c) => formatCount(s.playCount, c.language), sortValue: (s) => s.playCount },
  {
    id: 'lastPlayed',
    header: 'table.column.lastPlayed',
    width: '9rem',
    cell: (s, c) => <span title={formatDateTime(s.played, c.dateLocale)}>{formatRelativeDate(s.played, c.now, c.dateLocale)}</span>,
    sortValue: (s) => s.played,
  },
  {
    id: 'favorite',
    header: 'table.column.favorite',
    icon: <HeartIcon aria-hidden />,
    width: '3.75rem',
    priority: 40,
    align: 'end',
    cell: (s, c) => (isStarred(s) ? <HeartFilledIcon role="img" aria-label={c.t('table.liked')} color="var(--accent-9)" /> : null),
    sortValue: (s) => (isStarred(s) ? 1 : 0),
  },
  {
    id: 'rating',
    header: 'rating.column',
    width: '6.5rem',
    priority: 30,
    cell: (s) => <RatingStars rating={s.userRating ?? 0} />,
    sortValue: (s) => s.userRating,
  },
  { id: 'bitrate', header: 'table.column.bitrate', width: '6rem', align: 'end', cell: (s, c) => formatBitRate(songBitRateKbps(s), c.language), sortValue: songBitRateKbps },
  {
    id: 'quality',
    header: 'table.column.quality',
    width: '9rem',
    cell: (s, c) => [songCodec(s), s.bitDepth && s.samplingRate ? `${s.bitDepth}/${s.samplingRate / 1000} kHz` : formatBitRate(songBitRateKbps(s), c.language)].filter(Boolean).join(' '),
    sortValue: songBitRateKbps,
  },
  { id: 'codec', header: 'table.column.codec', width: '5rem', cell: songCodec, sortValue: songCodec },
  { id: 'size', header: 'table.column.size', width: '6rem', align: 'end', cell: (s, c) => formatFileSize(s.size, c.language), sortValue: (s) => s.size },
  { id: 'bpm', header: 'table.column.bpm', width: '4rem', align: 'end', cell: (s) => (s.bpm ? s.bpm : ''), sortValue: (s) => s.bpm },
  { id: 'comment', header: 'table.column.comment', width: '12rem', cell: (s) => text(s.comment), sortValue: (s) => s.comment },
  { id: 'path', header: 'table.column.path', width: '20rem', cell: (s) => text(s.path), sortValue: (s) => s.path },
  { id: 'created', header: 'table.column.added', width: '8rem', cell: (s, c) => formatAbsoluteDate(s.created, c.dateLocale), sortValue: (s) => s.created },
  { id: 'trackGain', header: 'table.column.trackGain', width: '6rem', align: 'end', cell: (s, c) => formatGain(s.replayGain?.trackGain, c.language), sortValue: (s) => s.replayGain?.trackGain },
  { id: 'trackPeak', header: 'table.column.trackPeak', width: '6rem', align: 'end', cell: (s, c) => formatPeak(s.replayGain?.trackPeak, c.language), sortValue: (s) => s.replayGain?.trackPeak },
  { id: 'albumGain', header: 'table.column.albumGain', width: '6rem', align: 'end', cell: (s, c) => formatGain(s.replayGain?.albumGain, c.language), sortValue: (s) => s.replayGain?.albumGain },
  { id: 'albumPeak', header: 'table.column.albumPeak', width: '6rem', align: 'end', cell: (s, c) => formatPeak(s.replayGain?.albumPeak, c.language), sortValue: (s) => s.replayGain?.albumPeak },
]

/** Default column sets per screen (the user changes them with the Columns menu). */
export const DEFAULT_SONG_COLUMNS = {
  songs: ['title', 'artist', 'album', 'year', 'duration', 'favorite', 'rating'],
  album: ['track', 'title', 'artist', 'duration', 'plays', 'favorite', 'rating'],
  playlist: ['title', 'artist', 'album', 'duration', 'favorite'],
  artistTop: ['title', 'album', 'duration', 'plays'],
  search: ['title', 'artist', 'album', 'duration'],
} as const satisfies Record<string, readonly string[]>
