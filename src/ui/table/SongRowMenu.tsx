import { ContextMenu } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { findCommand } from '../../commands/registry'
import { isStarred } from '../../model/library/song'
import { $targetSongs } from '../../model/targets/command-target'
import { useCommand } from '../commands/use-command'

/** Commands other helpers may register; their menu items appear only when they exist. */
const OPTIONAL = new Set(['library.songInfo', 'playlists.addToPlaylist'])

const SECTIONS: readonly (readonly string[])[] = [
  ['library.play', 'library.playNext', 'library.addToQueue'],
  ['library.toggleLike', 'library.download', 'library.songInfo'],
  ['library.goToAlbum', 'library.goToArtist'],
  ['playlists.addToPlaylist'],
]

function CommandItem({ id }: { id: string }) {
  const command = useCommand(id)
  const { t } = useTranslation()
  const songs = useUnit($targetSongs)
  const label = id === 'library.toggleLike' ? t(songs.length > 0 && songs.every(isStarred) ? 'library.unlike' : 'library.like') : command.label
  return (
    <ContextMenu.Item disabled={!command.enabled} onSelect={command.run} shortcut={command.shortcut?.map((chord) => chord.join('+')).join(' ')}>
      {label}
    </ContextMenu.Item>
  )
}

/** The right-click menu of song rows: registered commands acting on the selected rows. */
export function SongRowMenu() {
  const sections = SECTIONS.map((ids) => ids.filter((id) => !OPTIONAL.has(id) || findCommand(id) !== undefined)).filter(
    (ids) => ids.length > 0,
  )
  return sections.map((ids, index) => (
    <div key={ids[0]} role="none">
      {index > 0 && <ContextMenu.Separator />}
      {ids.map((id) => (
        <CommandItem key={id} id={id} />
      ))}
    </div>
  ))
}
