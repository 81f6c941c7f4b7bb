import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { $openDialog } from '../dialogs/dialogs'
import { listPlayed } from '../queue/queue-events'
import { $isSongStarred } from '../queue/queue'
import { toastShown } from '../toasts/toasts'
import { downloadFileName, songDownloadRequested } from './download'
import { $bigPlayerOpen, $bigPlayerTab, queueViewToggled } from './player-view'
import { $songInfo, songInfoRequested } from './song-info'
import { currentSongLikeToggled } from './star-current'

afterEach(() => {
  vi.unstubAllGlobals()
})

const song = { ...makeSongs(1)[0]!, suffix: 'mp3' }

async function signedIn(shell = createMemoryShell()) {
  const { scope } = forkWithShell({ shell })
  await signIn(scope)
  const toasts: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast.message) })
  return { scope, shell, toasts }
}

describe('like the current song', () => {
  it('stars on the server, then flips the local state; unstar reverses', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    const { scope } = await signedIn()
    await allSettled(listPlayed, { scope, params: { songs: [song], index: 0 } })
    await allSettled(currentSongLikeToggled, { scope })
    expect(urls.at(-1)?.pathname).toBe('/rest/star')
    expect(urls.at(-1)?.searchParams.get('id')).toBe('s0')
    expect(scope.getState($isSongStarred)).toBe(true)
    await allSettled(currentSongLikeToggled, { scope })
    expect(urls.at(-1)?.pathname).toBe('/rest/unstar')
    expect(scope.getState($isSongStarred)).toBe(false)
  })

  it('keeps the state and warns when the server refuses', async () => {
    stubFetch(() => subsonicFailed(0, 'nope'))
    const { scope, toasts } = await signedIn()
    await allSettled(listPlayed, { scope, params: { songs: [song], index: 0 } })
    await settleWithFakeTimers(() => allSettled(currentSongLikeToggled, { scope }))
    expect(scope.getState($isSongStarred)).toBe(false)
    expect(toasts).toEqual(['player.errors.serverFailed'])
  })
})

describe('download', () => {
  it('hands the download address to the host with toasts started and completed', async () => {
    const { scope, shell, toasts } = await signedIn()
    await settleWithFakeTimers(() => allSettled(songDownloadRequested, { scope, params: song }))
    expect(toasts).toEqual(['player.download.started', 'player.download.completed'])
    expect(shell.downloads).toHaveLength(1)
    expect(shell.downloads[0]!.fileName).toBe('Artist - Song 0.mp3')
    expect(new URL(shell.downloads[0]!.url).searchParams.get('format')).toBe('raw')
  })

  it('says when the download failed', async () => {
    const shell = { ...createMemoryShell(), downloadFile: () => Promise.reject(new Error('disk full')) }
    const { scope, toasts } = await signedIn(shell as ReturnType<typeof createMemoryShell>)
    await settleWithFakeTimers(() => allSettled(songDownloadRequested, { scope, params: song }))
    expect(toasts).toEqual(['player.download.started', 'player.download.failed'])
  })

  it('downloads one file once at a time: a second request while it runs is refused, a later one runs', async () => {
    let finish: () => void = () => undefined
    const calls: string[] = []
    const shell = {
      ...createMemoryShell(),
      downloadFile: (url: string) => {
        calls.push(url)
        return new Promise<void>((resolve) => (finish = resolve))
      },
    }
    const { scope, toasts } = await signedIn(shell as ReturnType<typeof createMemoryShell>)
    const first = allSettled(songDownloadRequested, { scope, params: song })
    const second = allSettled(songDownloadRequested, { scope, params: song })
    await vi.waitFor(() => expect(toasts).toEqual(['player.download.started', 'downloads.alreadyRunning']))
    expect(calls).toHaveLength(1)
    finish()
    await Promise.all([first, second])
    expect(toasts.at(-1)).toBe('player.download.completed')
    const again = allSettled(songDownloadRequested, { scope, params: song })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    finish()
    await again
  })

  it('names the file after artist and title, without characters file systems refuse', () => {
    expect(downloadFileName({ id: 'x', title: 'A/B: "C"?', artist: 'D*E', suffix: 'flac' })).toBe('D_E - A_B_ _C__.flac')
  })
})

describe('song info', () => {
  it('opens the dialog and reads the full song', async () => {
    stubFetch(() => subsonicOk({ song: { ...song, path: 'Artist/Album/01 Song 0.mp3', bitRate: 320 } }))
    const { scope } = await signedIn()
    await allSettled(songInfoRequested, { scope, params: song })
    expect(scope.getState($openDialog)).toBe('songInfo')
    expect(scope.getState($songInfo)).toMatchObject({ status: 'ready', song: { path: 'Artist/Album/01 Song 0.mp3', bitRate: 320 } })
  })

  it('fails into the retry-later state', async () => {
    stubFetch(() => subsonicFailed(70, 'not found'))
    const { scope } = await signedIn()
    await allSettled(songInfoRequested, { scope, params: song })
    expect(scope.getState($songInfo)?.status).toBe('failed')
  })
})

describe('big player view', () => {
  it('toggle queue opens the big player on its Queue tab, then closes it', async () => {
    const { scope } = await signedIn()
    await allSettled(listPlayed, { scope, params: { songs: [song], index: 0 } })
    await allSettled(queueViewToggled, { scope })
    expect(scope.getState($bigPlayerOpen)).toBe(true)
    expect(scope.getState($bigPlayerTab)).toBe('queue')
    await allSettled(queueViewToggled, { scope })
    expect(scope.getState($bigPlayerOpen)).toBe(false)
  })
})
