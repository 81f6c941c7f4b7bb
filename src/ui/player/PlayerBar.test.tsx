import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { $isPlaying, $isShuffleActive, $loopState, $volume, listPlayed } from '../../model/player/player'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { KeyboardListener } from '../commands/KeyboardListener'
import { PlayerBar } from './PlayerBar'

async function renderBar() {
  const { scope } = forkWithShell()
  await signIn(scope)
  await allSettled(listPlayed, {
    scope,
    params: { songs: makeSongs(3).map((song) => ({ ...song, albumId: 'al1', artistId: 'ar1' })), index: 0 },
  })
  renderInScope(
    <>
      <KeyboardListener />
      <PlayerBar />
    </>,
    { scope },
  )
  return { scope, bar: screen.getByRole('region', { name: 'Player' }), user: userEvent.setup() }
}

describe('PlayerBar', () => {
  it('shows the current song with links to its album and artist', async () => {
    const { bar } = await renderBar()
    expect(within(bar).getByRole('link', { name: 'Song 0' })).toHaveAttribute('href', '/library/albums/al1')
    expect(within(bar).getByRole('link', { name: 'Artist' })).toHaveAttribute('href', '/library/artists/ar1')
  })

  it('plays and pauses, with the button named after what it does', async () => {
    const { scope, bar, user } = await renderBar()
    await user.click(within(bar).getByRole('button', { name: 'Pause' }))
    expect(scope.getState($isPlaying)).toBe(false)
    await user.click(within(bar).getByRole('button', { name: 'Play' }))
    expect(scope.getState($isPlaying)).toBe(true)
  })

  it('next and previous change the current song', async () => {
    const { bar, user } = await renderBar()
    expect(within(bar).getByRole('button', { name: 'Previous song' })).toBeDisabled()
    await user.click(within(bar).getByRole('button', { name: 'Next song' }))
    expect(within(bar).getByRole('link', { name: 'Song 1' })).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Previous song' }))
    expect(within(bar).getByRole('link', { name: 'Song 0' })).toBeInTheDocument()
  })

  it('shuffle is a toggle and repeat names its state', async () => {
    const { scope, bar, user } = await renderBar()
    const shuffle = within(bar).getByRole('button', { name: 'Shuffle on or off' })
    expect(shuffle).toHaveAttribute('aria-pressed', 'false')
    await user.click(shuffle)
    expect(shuffle).toHaveAttribute('aria-pressed', 'true')
    expect(scope.getState($isShuffleActive)).toBe(true)
    await user.click(within(bar).getByRole('button', { name: 'Repeat: off' }))
    await user.click(within(bar).getByRole('button', { name: 'Repeat: all' }))
    expect(within(bar).getByRole('button', { name: 'Repeat: one' })).toBeInTheDocument()
    expect(scope.getState($loopState)).toBe(2)
  })

  it('the like button exposes its state', async () => {
    const { bar } = await renderBar()
    expect(within(bar).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('volume: the slider, the wheel (steps of 5) and the keyboard shortcut', async () => {
    const { scope, bar, user } = await renderBar()
    const volume = within(bar).getByRole('slider', { name: 'Volume' })
    expect(volume).toHaveValue('100')
    volume.parentElement!.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true }))
    await Promise.resolve()
    expect(scope.getState($volume)).toBe(95)
    await user.keyboard('{Control>}{ArrowDown}{/Control}')
    expect(scope.getState($volume)).toBe(90)
    expect(volume).toHaveValue('90')
  })

  it('Space toggles playback from anywhere but a text field', async () => {
    const { scope, user } = await renderBar()
    await user.keyboard(' ')
    expect(scope.getState($isPlaying)).toBe(false)
    await user.keyboard(' ')
    expect(scope.getState($isPlaying)).toBe(true)

    const field = document.createElement('input')
    field.setAttribute('aria-label', 'Search')
    document.body.append(field)
    try {
      await user.click(screen.getByRole('textbox', { name: 'Search' }))
      await user.keyboard(' ')
      expect(field).toHaveValue(' ')
      expect(scope.getState($isPlaying)).toBe(true)
    } finally {
      field.remove()
    }
  })

  it('the seek slider is named and tells the position', async () => {
    const { bar } = await renderBar()
    const seek = within(bar).getByRole('slider', { name: 'Position in the song' })
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:00')
  })
})
