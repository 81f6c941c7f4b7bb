import { Flex, Link, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { ArtistLinks } from '../links/ArtistLinks'
import { $coverArtUrl } from '../../model/library/cover-art'
import { PLAYER_COVER_SIZE } from '../../model/library/cover-sizes'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $currentRadio, $currentSong } from '../../model/player/player'

/** Cover, title (link to the album) and artists (each a link to its page) of what plays. */
export function NowPlaying() {
  const { t } = useTexts()
  const [song, radio, coverUrl, navigate] = useUnit([$currentSong, $currentRadio, $coverArtUrl, navigated])
  const go = (path: string) => (event: React.MouseEvent) => {
    event.preventDefault()
    navigate(path)
  }
  return (
    <Flex className="player-now" align="center" gap="3">
      <img className="player-cover" src={coverUrl(song?.coverArt, PLAYER_COVER_SIZE)} alt="" width={48} height={48} />
      <Flex direction="column" minWidth="0">
        {song ? (
          <>
            {song.albumId ? (
              <Link size="2" weight="medium" truncate href={ROUTES.album(song.albumId)} onClick={go(ROUTES.album(song.albumId))}>
                {song.title}
              </Link>
            ) : (
              <Text size="2" weight="medium" truncate>
                {song.title}
              </Text>
            )}
            {/* Each artist its own link (OpenSubsonic), else the one artist as before. */}
            <Text size="1" color="gray" className="player-now-artists">
              <ArtistLinks of={song} />
            </Text>
          </>
        ) : radio ? (
          <>
            <Text size="2" weight="medium" truncate>
              {radio.name}
            </Text>
            <Text size="1" color="gray">
              {t('player.bar.radio')}
            </Text>
          </>
        ) : (
          <Text size="2" color="gray">
            {t('player.bar.nothingPlaying')}
          </Text>
        )}
      </Flex>
    </Flex>
  )
}
