import { Text, VisuallyHidden } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $lastMove } from '../../model/playlists/playlist-songs'
import { useCommand } from '../commands/use-command'

const keys = (shortcut: string[][] | null) => shortcut?.map((chord) => chord.join('+')).join(' ')

/**
 * Above a playlist's songs: how to reorder them (drag, or the move commands' current
 * shortcuts), and, for screen readers, where the last move put the song.
 */
export function PlaylistReorderHint({ playlistId }: { readonly playlistId: string }) {
  const { t } = useTranslation()
  const lastMove = useUnit($lastMove)
  const up = keys(useCommand('playlists.moveSongUp').shortcut)
  const down = keys(useCommand('playlists.moveSongDown').shortcut)
  return (
    <>
      <Text size="1" color="gray">
        {up && down ? t('playlists.reorder.hint', { up, down }) : t('playlists.reorder.hintDragOnly')}
      </Text>
      <VisuallyHidden aria-live="polite">
        {lastMove?.playlistId === playlistId ? t('playlists.reorder.moved', { position: lastMove.position }) : ''}
      </VisuallyHidden>
    </>
  )
}
