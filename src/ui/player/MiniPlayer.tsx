import { Cross2Icon, PauseIcon, PlayIcon, TrackNextIcon, TrackPreviousIcon } from '@radix-ui/react-icons'
import { Flex, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { $coverArtUrl } from '../../model/library/cover-art'
import { PLAYER_COVER_SIZE } from '../../model/library/cover-sizes'
import { $currentRadio, $currentSong, $duration, $isPlaying, $progress } from '../../model/player/player'
import { useCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { formatTime } from './format-time'

/** What the mini player shows: cover, title and artist, previous / play or pause / next, the progress, and Close. */
export function MiniPlayer() {
  const { t } = useTexts()
  const [song, radio, playing, progress, duration, coverUrl] = useUnit([$currentSong, $currentRadio, $isPlaying, $progress, $duration, $coverArtUrl])
  const playPause = useCommand('playback.playPause')
  const previous = useCommand('playback.previousTrack')
  const next = useCommand('playback.nextTrack')
  const close = useCommand('playback.listening.toggleMiniPlayer')
  const title = song?.title ?? radio?.name ?? ''
  return (
    <section className="mini-player" aria-label={t('listening.mini.region')}>
      <Flex align="center" gap="3">
        <img className="player-cover" src={coverUrl(song?.coverArt, PLAYER_COVER_SIZE)} alt="" width={56} height={56} />
        <Flex direction="column" minWidth="0" flexGrow="1">
          <Text size="2" weight="medium" truncate>
            {title}
          </Text>
          <Text size="1" color="gray" truncate>
            {song?.artist ?? ''}
          </Text>
        </Flex>
        <IconButton variant="ghost" color="gray" size="1" aria-label={t('listening.mini.close')} onClick={close.run}>
          <Cross2Icon />
        </IconButton>
      </Flex>
      <Flex align="center" justify="center" gap="3" mt="2">
        <IconButton variant="ghost" aria-label={previous.label} disabled={!previous.enabled} onClick={previous.run}>
          <TrackPreviousIcon />
        </IconButton>
        <IconButton radius="full" aria-label={playing ? t('player.bar.pause') : t('player.bar.play')} disabled={!playPause.enabled} onClick={playPause.run}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <IconButton variant="ghost" aria-label={next.label} disabled={!next.enabled} onClick={next.run}>
          <TrackNextIcon />
        </IconButton>
      </Flex>
      <Flex align="center" gap="2" mt="2">
        <Text size="1" color="gray">
          {formatTime(progress)}
        </Text>
        <progress className="mini-player-progress" aria-label={t('listening.mini.progress')} max={duration > 0 ? duration : 1} value={duration > 0 ? Math.min(progress, duration) : 0} />
        <Text size="1" color="gray">
          {formatTime(duration)}
        </Text>
      </Flex>
    </section>
  )
}
