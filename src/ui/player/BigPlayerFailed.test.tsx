import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled, fork } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { $bigPlayerOpen, bigPlayerToggled } from '../../model/player/player-view'
import { renderInScope } from '../../testing/render'
import { BigPlayerFailed } from './BigPlayerFailed'

describe('BigPlayerFailed', () => {
  it('keeps the big player’s name, says the part failed, retries and closes the big player', async () => {
    const scope = fork()
    await allSettled(bigPlayerToggled, { scope })
    const retry = vi.fn<() => void>()
    renderInScope(<BigPlayerFailed error={new Error('boom')} retry={retry} />, { scope })
    const dialog = await screen.findByRole('dialog', { name: 'Player' })
    expect(dialog).toHaveTextContent('This part of Tonearm failed')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(scope.getState($bigPlayerOpen)).toBe(false)
  })
})
