import { DiscIcon, PersonIcon, SpeakerLoudIcon } from '@radix-ui/react-icons'
import { Flex, Text } from '@radix-ui/themes'
import { Command, useCommandState } from 'cmdk'
import { commandRequested } from '../../commands/registry'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { creditText } from '../../model/library/artist-credits'
import { creditedArtists } from '../../model/search/library-search'
import { $paletteResults, paletteQueryChanged } from '../../model/search/palette-search'
import { itemValue } from './palette-values'

/**
 * The server already matched these to the query (accents, word order…): the query itself is a
 * keyword, so cmdk's own filter keeps them, counts them (no "No results") and selects the first.
 * The name comes first: paletteFilter ranks an item named exactly as typed above everything.
 */
function Item({ value, label, detail, icon, query, onSelect }: { value: string; label: string; detail: string; icon: React.ReactNode; query: string; onSelect: () => void }) {
  return (
    <Command.Item value={value} keywords={[label, detail, query]} onSelect={onSelect}>
      <Flex align="center" gap="3" width="100%">
        {icon}
        <Text size="2" truncate>
          {label}
        </Text>
        <Text size="1" color="gray" ml="auto" truncate>
          {detail}
        </Text>
      </Flex>
    </Command.Item>
  )
}

/** Keeps the palette search model on what is typed, and clears it when the palette closes. */
export function useLibrarySearch(search: string): void {
  const queryChanged = useUnit(paletteQueryChanged)
  useEffect(() => {
    queryChanged(search)
  }, [search, queryChanged])
  useEffect(
    () => () => {
      queryChanged('')
    },
    [queryChanged],
  )
}

/**
 * Library results inside the command palette: artists, albums and songs for what is typed
 * (search3, debounced, the previous request cancelled; useLibrarySearch asks). Enter on an album plays it, on a song
 * plays the song, on an artist opens the artist page. Include inside the palette's Command.List.
 */
export function LibraryResults() {
  const { t } = useTranslation()
  const search = useCommandState((state) => state.search)
  const [results, close, request] = useUnit([$paletteResults, dialogClosed, commandRequested])
  if (results.query === '' || search.trim() === '') return null
  const run = (action: () => void) => () => {
    close()
    action()
  }
  const credited = creditedArtists(results)
  return (
    <>
      {results.status === 'loading' && results.artists.length + results.albums.length + results.songs.length === 0 && (
        <Command.Loading>{t('library.search.searching')}</Command.Loading>
      )}
      {results.status === 'failed' && (
        <Text as="p" size="2" color="red" m="3" role="alert">
          {t('library.search.failed')}
        </Text>
      )}
      {results.albums.length > 0 && (
        <Command.Group heading={t('library.search.albums')}>
          {results.albums.map((album) => (
            <Item
              key={album.id}
              value={itemValue.album(album.id)}
              label={album.name}
              detail={t('library.search.playAlbumHint', { artist: creditText(album) })}
              icon={<DiscIcon aria-hidden />}
              query={search}
              onSelect={run(() => request({ id: 'library.playAlbum', payload: { albumId: album.id } }))}
            />
          ))}
        </Command.Group>
      )}
      {results.songs.length > 0 && (
        <Command.Group heading={t('library.search.songs')}>
          {results.songs.map((song) => (
            <Item
              key={song.id}
              value={itemValue.song(song.id)}
              label={song.title}
              detail={[creditText(song), song.album].filter(Boolean).join(' · ')}
              icon={<SpeakerLoudIcon aria-hidden />}
              query={search}
              onSelect={run(() => request({ id: 'library.playSong', payload: { song } }))}
            />
          ))}
        </Command.Group>
      )}
      {results.artists.length + credited.length > 0 && (
        <Command.Group heading={t('library.search.artists')}>
          {results.artists.map((artist) => (
            <Item
              key={artist.id}
              value={itemValue.artist(artist.id)}
              label={artist.name}
              detail={t('library.albumCount', { count: artist.albumCount })}
              icon={<PersonIcon aria-hidden />}
              query={search}
              onSelect={run(() => request({ id: 'library.openArtist', payload: { artistId: artist.id } }))}
            />
          ))}
          {credited.map((artist) => (
            <Item
              key={artist.id}
              value={itemValue.artist(artist.id)}
              label={artist.name}
              detail={t('releases.creditedOn', { title: artist.on })}
              icon={<PersonIcon aria-hidden />}
              query={search}
              onSelect={run(() => request({ id: 'library.openArtist', payload: { artistId: artist.id } }))}
            />
          ))}
        </Command.Group>
      )}
      {results.status === 'ready' && results.query !== '' && (
        <Command.Item value={itemValue.searchAll} keywords={[search]} onSelect={run(() => request({ id: 'library.searchFor', payload: { query: results.query } }))}>
          {t('library.search.seeAll', { query: results.query })}
        </Command.Item>
      )}
    </>
  )
}
