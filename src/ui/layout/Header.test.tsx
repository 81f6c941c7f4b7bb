import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { allSettled } from 'effector'
import { callOutcomeSeen } from '../../model/connectivity/reachability'
import { $openDialog } from '../../model/dialogs/dialogs'
import { $pendingWriteQueue } from '../../model/pending-writes/pending-writes'
import { installLayoutStubs } from '../../testing/dom'
import { stubFetch } from '../../testing/fetch'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { Header } from './Header'

beforeAll(installLayoutStubs)
afterEach(() => vi.unstubAllGlobals())

describe('Header', () => {
  it('has a More menu with About, Server status and Quick scan, each with its shortcut', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    renderInScope(<Header />, { scope })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More' }))
    const about = await screen.findByRole('menuitem', { name: /About Tonearm/ }, { timeout: 10_000 })
    expect(about.textContent).toBe('About TonearmO A')
    expect(screen.getByRole('menuitem', { name: /Server status/ })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: /Quick scan of the library/ })).toBeTruthy()
    await user.click(about)
    expect(scope.getState($openDialog)).toBe('about')
  })

  it('says while the server cannot be reached, with the changes waiting, and nothing once it answers', async () => {
    const like = { kind: 'like' as const, like: true, songIds: ['s1'], albumIds: [], name: 'One' }
    const waiting = [like, like].map((write) => ({ server: 'http://music.test', username: 'alice', write }))
    const { scope } = forkWithShell({ values: [[$pendingWriteQueue, { items: waiting }]] })
    await signIn(scope)
    renderInScope(<Header />, { scope })
    expect(screen.queryByRole('status')).toBeNull()
    // A call finds the server gone, and so does the ping that follows.
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    await allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: 'http://music.test' } })
    expect((await screen.findByRole('status')).textContent).toBe('Server unreachable · 2 changes waiting')
    await allSettled(callOutcomeSeen, { scope, params: { outcome: 'answered', server: 'http://music.test' } })
    expect(screen.queryByRole('status')).toBeNull()
  })
})
