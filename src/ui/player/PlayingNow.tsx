import { Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $coverArtUrl } from '../../model/library/cover-art'
import { BIG_COVER_SIZE } from '../../model/library/cover-sizes'
import { $currentRadio, $currentSong } from '../../model/player/player'
import { ArtistLinks } from '../links/ArtistLinks'

/** The Playing now tab: a large cover, title, artists (each a link to its page) and album. */
export function PlayingNow() {
  const { t } = useTranslation()
  const [song, radio, coverUrl] = useUnit([$currentSong, $currentRadio, $coverArtUrl])
  return (
    <div className="big-player-playing">
      <img className="big-player-cover" src={coverUrl(song?.coverArt, BIG_COVER_SIZE)} alt="" />
      <Flex direction="column" gap="1">
        <Heading as="h2" size="6">
          {song?.title ?? radio?.name ?? t('player.bar.nothingPlaying')}
        </Heading>
        {song && (song.artist || song.artists) && (
          <Text color="gray">
            <ArtistLinks of={song} />
          </Text>
        )}
        {song?.album && (
          <Text color="gray" size="2">
            {song.album}
          </Text>
        )}
      </Flex>
    </div>
  )
}
