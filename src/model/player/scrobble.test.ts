import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { listPlayed } from '../queue/queue-events'
import { progressUpdated } from './progress'
import type { ScrobbleRequest } from './scrobble'
import { $clock, sendScrobbleFx } from './scrobble'

async function listen(duration: number, heardSeconds: number) {
  const sent: ScrobbleRequest[] = []
  const { scope } = forkWithShell({
    values: [[$clock, () => 1_700_000_000_000]],
    handlers: [[sendScrobbleFx, ({ request }: { request: ScrobbleRequest }) => void sent.push(request)]],
  })
  await signIn(scope)
  await allSettled(listPlayed, { scope, params: { songs: [{ ...makeSongs(1)[0]!, duration }], index: 0 } })
  for (let second = 1; second <= heardSeconds; second++) await allSettled(progressUpdated, { scope, params: second })
  return sent
}

describe('scrobbling', () => {
  it('sends now playing when the song starts and a submission at half of it', async () => {
    expect(await listen(60, 29)).toEqual([{ id: 's0', time: 1_700_000_000_000, submission: false }])
    expect(await listen(60, 30)).toEqual([
      { id: 's0', time: 1_700_000_000_000, submission: false },
      { id: 's0', time: 1_700_000_000_000, submission: true },
    ])
  })

  it('submits a long song after four minutes, once', async () => {
    const sent = await listen(1200, 300)
    expect(sent.filter((request) => request.submission)).toHaveLength(1)
  })

  it('does not count a seek as listening', async () => {
    const sent: ScrobbleRequest[] = []
    const { scope } = forkWithShell({ handlers: [[sendScrobbleFx, ({ request }: { request: ScrobbleRequest }) => void sent.push(request)]] })
    await signIn(scope)
    await allSettled(listPlayed, { scope, params: { songs: [{ ...makeSongs(1)[0]!, duration: 100 }], index: 0 } })
    await allSettled(progressUpdated, { scope, params: 90 })
    expect(sent.filter((request) => request.submission)).toEqual([])
  })
})
