import { ContextMenu } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import type { CommandId } from '../../commands/registry'
import { isStarred } from '../../model/library/song'
import { $targetSongs } from '../../model/targets/command-target'
import { useCommand } from '../commands/use-command'
import { useRatingItemText } from '../library/rating-item-text'

const SECTIONS: readonly (readonly CommandId[])[] = [
  ['library.play', 'library.playNext', 'library.addToQueue', 'library.mix.instantMix'],
  ['library.toggleLike', 'library.download', 'library.songInfo'],
  ['library.goToAlbum', 'library.goToArtist'],
  ['playlists.addToPlaylist'],
]

function CommandItem({ id }: { id: CommandId }) {
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

const RATINGS = ['5', '4', '3', '2', '1', '0'] as const

/** Rate the selected rows: a submenu of the rating commands (keys 1–5 and 0). */
function RatingSubmenu() {
  const { t } = useTranslation()
  return (
    <ContextMenu.Sub>
      <ContextMenu.SubTrigger>{t('rating.menu')}</ContextMenu.SubTrigger>
      <ContextMenu.SubContent>
        {RATINGS.map((rating) => (
          <RatingItem key={rating} rating={rating} />
        ))}
      </ContextMenu.SubContent>
    </ContextMenu.Sub>
  )
}

function RatingItem({ rating }: { rating: (typeof RATINGS)[number] }) {
  const command = useCommand(`library.rating.rate${rating}`)
  const { text, name } = useRatingItemText()(Number(rating))
  return (
    <ContextMenu.Item disabled={!command.enabled} onSelect={command.run} aria-label={name} shortcut={command.shortcut?.map((chord) => chord.join('+')).join(' ')}>
      {text}
    </ContextMenu.Item>
  )
}

/** The right-click menu of song rows: registered commands acting on the selected rows. */
export function SongRowMenu() {
  return SECTIONS.map((ids, index) => (
    <div key={ids[0]} role="none">
      {index > 0 && <ContextMenu.Separator />}
      {ids.map((id) => (
        <CommandItem key={id} id={id} />
      ))}
      {ids[0] === 'library.toggleLike' && <RatingSubmenu />}
    </div>
  ))
}
