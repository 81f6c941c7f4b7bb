import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $miniPlayerOpen } from '../../model/listening/mini-player'
import { $isPlaying, listPlayed, playRequested } from '../../model/player/player'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { KeyboardListener } from '../commands/KeyboardListener'
import { MINI_WINDOW_SIZE } from './MiniPlayerHost'
import { PlayerBar } from './PlayerBar'

/** A stand-in for Document Picture-in-Picture: the window it opens is an iframe's. */
function fakePictureInPicture() {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  const pip = frame.contentWindow!
  const requests: unknown[] = []
  vi.stubGlobal('documentPictureInPicture', {
    requestWindow: async (options: unknown) => {
      requests.push(options)
      return pip
    },
  })
  return { pip, requests }
}

async function renderBar() {
  const { scope } = forkWithShell()
  await signIn(scope)
  await allSettled(listPlayed, { scope, params: { songs: makeSongs(3), index: 0 } })
  await allSettled(playRequested, { scope })
  renderInScope(
    <>
      <KeyboardListener />
      <PlayerBar />
    </>,
    { scope },
  )
  return { scope, bar: screen.getByRole('region', { name: 'Player' }), user: userEvent.setup() }
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.querySelectorAll('iframe').forEach((frame) => frame.remove())
})

describe('the mini player', () => {
  it('opens in a Picture-in-Picture window whose Pause pauses the player, and whose keys reach the shortcuts', async () => {
    const { pip, requests } = fakePictureInPicture()
    const { scope, bar, user } = await renderBar()
    const toggle = within(bar).getByRole('button', { name: 'Open or close the mini player' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const mini = await waitFor(() => within(pip.document.body).getByRole('region', { name: 'Mini player' }))
    expect(requests).toEqual([MINI_WINDOW_SIZE])
    expect(within(mini).getByText('Song 0')).toBeInTheDocument()
    fireEvent.click(within(mini).getByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(scope.getState($isPlaying)).toBe(false))
    // Space in the mini player's window plays again through the app's shortcut handler.
    fireEvent.keyDown(pip.document.body, { key: ' ', code: 'Space' })
    await waitFor(() => expect(scope.getState($isPlaying)).toBe(true))
    fireEvent.click(within(mini).getByRole('button', { name: 'Close the mini player' }))
    await waitFor(() => expect(scope.getState($miniPlayerOpen)).toBe(false))
  })

  it('shows as a panel in the page where the browser has no Picture-in-Picture', async () => {
    const { scope, bar, user } = await renderBar()
    await user.click(within(bar).getByRole('button', { name: 'Open or close the mini player' }))
    const mini = screen.getByRole('region', { name: 'Mini player' })
    await user.click(within(mini).getByRole('button', { name: 'Pause' }))
    expect(scope.getState($isPlaying)).toBe(false)
  })
})
