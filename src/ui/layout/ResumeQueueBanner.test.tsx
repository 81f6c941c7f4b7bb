import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { $queue } from '../../model/player/player'
import type { ResumeOffer } from '../../model/queue-sync/server-queue'
import { $resumeOffer } from '../../model/queue-sync/server-queue'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { ResumeQueueBanner } from './ResumeQueueBanner'

const OFFER: ResumeOffer = {
  server: 'alice@http://music.test',
  fingerprint: 'f',
  queue: { songs: makeSongs(3), index: 1, positionSeconds: 30, changedAt: Date.parse('2026-11-20T10:00:00Z'), changedBy: '<b>Feishin</b>' },
}

async function renderBanner() {
  const { scope } = forkWithShell({ values: [[$resumeOffer, OFFER]] })
  await signIn(scope)
  renderInScope(<ResumeQueueBanner />, { scope })
  return { scope, user: userEvent.setup() }
}

describe('ResumeQueueBanner', () => {
  it('names the client (as text) and the time, and Resume takes the queue', async () => {
    const { scope, user } = await renderBanner()
    const banner = screen.getByRole('region', { name: 'Play queue on another device' })
    expect(banner.textContent).toMatch(/^Resume from <b>Feishin<\/b> · Nov 20, 2026, .+ · 3 songs/)
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(scope.getState($queue).originalList).toHaveLength(3))
    expect(scope.getState($queue).currentSongIndex).toBe(1)
    expect(screen.queryByRole('region', { name: 'Play queue on another device' })).toBeNull()
  })

  it('Not now keeps the local queue and hides the offer', async () => {
    const { scope, user } = await renderBanner()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(scope.getState($resumeOffer)).toBeNull())
    expect(scope.getState($queue).originalList).toEqual([])
    expect(screen.queryByRole('region', { name: 'Play queue on another device' })).toBeNull()
  })
})
