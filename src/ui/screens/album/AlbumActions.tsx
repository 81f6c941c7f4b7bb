import { HeartFilledIcon, HeartIcon } from '@radix-ui/react-icons'
import { Flex, IconButton } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { AlbumDetails } from '../../../model/library/album-page'
import { useCommand } from '../../commands/use-command'
import { AlbumRatingMenu } from '../../library/AlbumRating'
import { PlayButtons } from '../../library/PlayButtons'
import { OfflineToggle } from '../../offline/OfflineToggle'

/** The album headline's Play, Shuffle and like and rating (where albums are rated): commands acting on this album and its loaded songs. */
export function AlbumActions({ album }: { album: AlbumDetails }) {
  const { t } = useTranslation()
  const payload = { albumId: album.id, songs: album.songs }
  const play = useCommand('library.playAlbum', payload)
  const shuffle = useCommand('library.shuffleAlbum', payload)
  const like = useCommand('library.toggleAlbumLike', { id: album.id, starred: album.starred, name: album.name })
  return (
    <Flex gap="3" align="center" wrap="wrap" mt="2">
      <PlayButtons onPlay={play.run} onShuffle={shuffle.run} disabled={album.songs.length === 0} />
      <IconButton variant="ghost" aria-label={t('library.album.like')} aria-pressed={album.starred} onClick={like.run}>
        {album.starred ? <HeartFilledIcon /> : <HeartIcon />}
      </IconButton>
      <AlbumRatingMenu albumId={album.id} rating={album.userRating} />
      <OfflineToggle kind="album" id={album.id} />
    </Flex>
  )
}
