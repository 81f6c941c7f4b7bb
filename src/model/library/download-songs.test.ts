import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { songsDownloadRequested } from './download-songs'

describe('library downloads', () => {
  it('names every file `Artist - Title.ext`, not after the server’s path', async () => {
    const { scope, shell } = forkWithShell()
    await signIn(scope)
    const songs = makeSongs(2).map((song) => ({ ...song, path: 'Music/01 track.mp3', suffix: 'mp3' }))
    await settleWithFakeTimers(() => allSettled(songsDownloadRequested, { scope, params: songs }))
    expect(shell.downloads.map((download) => download.fileName)).toEqual(
      songs.map((song) => `${song.artist} - ${song.title}.mp3`),
    )
  })
})
