import { screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { listPlayed, nextRequested } from '../../model/player/player'
import { queueRestored } from '../../model/queue/queue'
import { EMPTY_QUEUE } from '../../model/queue/queue-state'
import { toastShown } from '../../model/toasts/toasts'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
// The app's player as assembled at start-up: the stored queue's restore is what this announces.
import '../../start/player-wiring'
import { Announcer } from './Announcer'

async function renderAnnouncer() {
  const { scope } = forkWithShell()
  await signIn(scope)
  renderInScope(<Announcer />, { scope })
  const lines = (name: string) => Array.from(screen.getByRole(name === 'Errors' ? 'alert' : 'status', { name }).children, (line) => line.textContent)
  return { scope, changes: () => lines('Announcements'), errors: () => lines('Errors') }
}

describe('Announcer', () => {
  it('says the song that starts and the queue length politely, once each', async () => {
    const { scope, changes, errors } = await renderAnnouncer()
    expect(changes()).toEqual([])
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(3), index: 0 } })
    expect(changes()).toEqual(['Now playing: Song 0 by Artist. 3 songs in the queue.'])
    await allSettled(nextRequested, { scope })
    expect(changes()).toEqual(['Now playing: Song 0 by Artist. 3 songs in the queue.', 'Now playing: Song 1 by Artist.'])
    expect(errors()).toEqual([])
  })

  it('says nothing for the queue restored at start-up, then the next real song change', async () => {
    const { scope, changes } = await renderAnnouncer()
    const songs = makeSongs(3)
    await allSettled(queueRestored, { scope, params: { ...EMPTY_QUEUE, originalList: songs, currentSongIndex: 1, originalSongIndex: 1 } })
    expect(screen.getByRole('status', { name: 'Announcements' }).childElementCount).toBe(0)
    await allSettled(nextRequested, { scope })
    expect(changes()).toEqual(['Now playing: Song 2 by Artist.'])
  })

  it('reads a toast politely and an error assertively, each once', async () => {
    const { scope, changes, errors } = await renderAnnouncer()
    await allSettled(toastShown, { scope, params: { tone: 'success', message: 'Playlist created.', raw: true } })
    await allSettled(toastShown, { scope, params: { tone: 'error', message: 'Server communication failed!', raw: true } })
    expect(changes()).toEqual(['Playlist created.'])
    expect(errors()).toEqual(['Server communication failed!'])
  })
})
