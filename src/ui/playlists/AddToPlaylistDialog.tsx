import { PlusIcon } from '@radix-ui/react-icons'
import { Dialog, Flex, Text } from '@radix-ui/themes'
import { Command, defaultFilter, useCommandState } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $songsToAdd, newPlaylistPicked, playlistPicked } from '../../model/playlists/add-to-playlist'
import { $playlists, $playlistsStatus } from '../../model/playlists/playlists'
import '../palette/palette.css'

/** The "New playlist" item's value: never a playlist's (theirs end with their id). */
const NEW_PLAYLIST = 'new-playlist'

/**
 * While searching, "New playlist" stays offered but after every matching playlist, so Enter
 * picks the best match.
 */
function pickerFilter(value: string, search: string, keywords?: string[]): number {
  return value === NEW_PLAYLIST ? Number.MIN_VALUE : defaultFilter(value, search, keywords)
}

/** "No playlist matches.": only "New playlist" is left of a search. */
function NoMatch() {
  const { t } = useTranslation()
  const search = useCommandState((state) => state.search)
  const count = useCommandState((state) => state.filtered.count)
  if (search === '' || count > 1) return null
  return <div cmdk-empty="">{t('playlists.picker.empty')}</div>
}

/** "Add to playlist…": a searchable list of the playlists, and "New playlist" first. */
export function AddToPlaylistDialog() {
  const { t } = useTranslation()
  const [songs, playlists, status, pick, pickNew, close] = useUnit([
    $songsToAdd,
    $playlists,
    $playlistsStatus,
    playlistPicked,
    newPlaylistPicked,
    dialogClosed,
  ])
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="30rem" className="palette" style={{ padding: 0 }}>
        <Flex direction="column" gap="1" px="4" pt="4">
          <Dialog.Title mb="0">{t('playlists.picker.title')}</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {t('playlists.picker.description', { count: songs.length })}
          </Dialog.Description>
        </Flex>
        {/* cmdk names its input by the root's label (aria-labelledby wins over aria-label). */}
        <Command label={t('playlists.picker.search')} filter={pickerFilter} loop>
          <Command.Input placeholder={t('playlists.picker.search')} />
          <Command.List label={t('playlists.picker.title')}>
            {playlists.length > 0 && <NoMatch />}
            <Command.Item value={NEW_PLAYLIST} onSelect={pickNew}>
              <Flex align="center" gap="2">
                <PlusIcon aria-hidden />
                <Text size="2">{t('playlists.picker.newPlaylist')}</Text>
              </Flex>
            </Command.Item>
            {status === 'loading' && playlists.length === 0 && <Command.Loading>{t('playlists.picker.loading')}</Command.Loading>}
            {playlists.map((playlist) => (
              <Command.Item key={playlist.id} value={`${playlist.name} ${playlist.id}`} onSelect={() => pick(playlist.id)}>
                <Flex justify="between" align="center" width="100%" gap="3">
                  <Text size="2" truncate>
                    {playlist.name}
                  </Text>
                  <Text size="1" color="gray">
                    {t('playlists.picker.songCount', { count: playlist.songCount })}
                  </Text>
                </Flex>
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </Dialog.Content>
    </Dialog.Root>
  )
}
