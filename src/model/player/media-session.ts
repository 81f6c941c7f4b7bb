import { combine, sample } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { coverArtUrl } from '../../api/core/media-urls'
import { $currentRadio, $currentSong, $isPlaying } from '../queue/queue'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'

/** What the OS shows for the playing track (MediaSession metadata). */
export interface NowPlaying {
  readonly title: string
  readonly artist: string
  readonly album: string
  readonly artwork: string | null
}

export const $nowPlaying = combine($currentSong, $currentRadio, $connection, $mediaAddressing, (song, radio, connection, addressing): NowPlaying | null => {
  if (song) {
    return {
      title: song.title,
      artist: song.artist ?? '',
      album: song.album ?? '',
      artwork: connection && song.coverArt ? coverArtUrl(connection, song.coverArt, 512, addressing) : null,
    }
  }
  if (radio) return { title: radio.name, artist: '', album: '', artwork: null }
  return null
})

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null
}

function publish({ nowPlaying, playing }: { nowPlaying: NowPlaying | null; playing: boolean }): void {
  const session = mediaSession()
  if (!session) return
  session.playbackState = nowPlaying === null ? 'none' : playing ? 'playing' : 'paused'
  if (typeof MediaMetadata === 'undefined') return
  session.metadata =
    nowPlaying === null
      ? null
      : new MediaMetadata({
          title: nowPlaying.title,
          artist: nowPlaying.artist,
          album: nowPlaying.album,
          artwork: nowPlaying.artwork ? [{ src: nowPlaying.artwork, sizes: '512x512' }] : [],
        })
}

const $published = combine({ nowPlaying: $nowPlaying, playing: $isPlaying })
sample({ clock: $published.updates, fn: (published): HostTask => ({ run: () => publish(published) }), target: hostTaskFx })

export interface MediaSessionActions {
  readonly play: () => void
  readonly pause: () => void
  readonly previous: () => void
  readonly next: () => void
  readonly seekTo: (seconds: number) => void
  readonly seekBy: (seconds: number) => void
}

/** Routes the OS media keys to the model; returns the undo. Called once by the mounted player. */
export function bindMediaSession(actions: MediaSessionActions, stepSeconds: number): () => void {
  const session = mediaSession()
  if (!session) return () => undefined
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => actions.play()],
    ['pause', () => actions.pause()],
    ['previoustrack', () => actions.previous()],
    ['nexttrack', () => actions.next()],
    ['seekto', (details) => details.seekTime !== undefined && actions.seekTo(details.seekTime)],
    ['seekbackward', (details) => actions.seekBy(-(details.seekOffset ?? stepSeconds))],
    ['seekforward', (details) => actions.seekBy(details.seekOffset ?? stepSeconds)],
  ]
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler)
    } catch {
      // An action this browser does not support.
    }
  }
  return () => {
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null)
      } catch {
        // idem
      }
    }
  }
}
