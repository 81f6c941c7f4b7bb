import {
  HeartFilledIcon,
  HeartIcon,
  ListBulletIcon,
  LoopIcon,
  PauseIcon,
  PlayIcon,
  ShuffleIcon,
  TrackNextIcon,
  TrackPreviousIcon,
} from '@radix-ui/react-icons'
import { IconButton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { lazy, Suspense, useRef } from 'react'
import { useTexts } from '../i18n/use-texts'
import {
  $bigPlayerOpen,
  $bigPlayerTab,
  $isPlaying,
  $isShuffleActive,
  $isSongStarred,
  $loopState,
} from '../../model/player/player'
import { useCommand } from '../commands/use-command'
import { loadChunk } from '../errors/chunk-error'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { CommandIconButton } from '../layout/CommandButton'
import { tooltip } from '../tooltip/tooltip-controller'
import { PLAYER_BAR_HEIGHT_VAR, usePublishedHeight } from '../layout/published-height'
import { AudioMount } from './AudioMount'
import { BigPlayerFailed } from './BigPlayerFailed'
import { NowPlaying } from './NowPlaying'
import { SongMenu } from './SongMenu'
import { TimeSlider } from './TimeSlider'
import { VolumeControl } from './VolumeControl'
import './player.css'

const BigPlayer = lazy(loadChunk(() => import('./BigPlayer').then((m) => ({ default: m.BigPlayer }))))

const bigPlayerFailed = (error: unknown, retry: () => void) => <BigPlayerFailed error={error} retry={retry} />

const REPEAT_LABELS = ['player.bar.repeatOff', 'player.bar.repeatAll', 'player.bar.repeatOne'] as const

/** The bar at the bottom of the main layout: what plays and every playback control. */
export function PlayerBar() {
  const { t } = useTexts()
  const [playing, shuffle, loop, starred, bigOpen, tab] = useUnit([
    $isPlaying,
    $isShuffleActive,
    $loopState,
    $isSongStarred,
    $bigPlayerOpen,
    $bigPlayerTab,
  ])
  const playPause = useCommand('playback.playPause')
  const repeat = useCommand('queue.cycleRepeat')
  const like = useCommand('playback.likeCurrentSong')
  const playLabel = playing ? t('player.bar.pause') : t('player.bar.play')
  const repeatLabel = t(REPEAT_LABELS[loop])
  const bar = useRef<HTMLElement>(null)
  usePublishedHeight(bar, PLAYER_BAR_HEIGHT_VAR)
  return (
    <section ref={bar} className="player-bar" aria-label={t('player.bar.region')}>
      <AudioMount />
      {bigOpen && (
        <ErrorBoundary name="big player" fallback={bigPlayerFailed}>
          <Suspense fallback={null}>
            <BigPlayer />
          </Suspense>
        </ErrorBoundary>
      )}
      <div className="player-bar-left">
        <NowPlaying />
        <IconButton variant="ghost" color={starred ? 'red' : 'gray'} aria-label={t('player.bar.like')} aria-pressed={starred} disabled={!like.enabled} onClick={like.run} {...tooltip(like.label)}>
          {starred ? <HeartFilledIcon /> : <HeartIcon />}
        </IconButton>
        <SongMenu />
      </div>
      <div className="player-bar-center">
        <div className="player-transport">
          <CommandIconButton commandId="queue.toggleShuffle" icon={<ShuffleIcon />} pressed={shuffle} />
          <CommandIconButton commandId="playback.previousTrack" icon={<TrackPreviousIcon />} />
          <IconButton size="3" radius="full" aria-label={playLabel} disabled={!playPause.enabled} onClick={playPause.run} {...tooltip(playPause.label)}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <CommandIconButton commandId="playback.nextTrack" icon={<TrackNextIcon />} />
          <IconButton
            variant="ghost"
            color={loop === 0 ? 'gray' : undefined}
            aria-label={repeatLabel}
            disabled={!repeat.enabled}
            onClick={repeat.run}
            className="player-repeat"
            data-loop={loop}
            {...tooltip(repeat.label)}
          >
            <LoopIcon />
          </IconButton>
        </div>
        <TimeSlider />
      </div>
      <div className="player-bar-right">
        <CommandIconButton commandId="queue.toggleQueue" icon={<ListBulletIcon />} pressed={bigOpen && tab === 'queue'} />
        <CommandIconButton commandId="playback.toggleBigPlayer" icon={<BigPlayerIcon />} pressed={bigOpen} />
        <VolumeControl />
      </div>
    </section>
  )
}

function BigPlayerIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden>
      <path d="M2 2h4v1H3v3H2V2Zm7 0h4v4h-1V3H9V2ZM3 9v3h3v1H2V9h1Zm10 0v4H9v-1h3V9h1Z" fill="currentColor" />
    </svg>
  )
}
