import { screen } from '@testing-library/react'
import { fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { renderInScope } from '../../testing/render'
import { PartFailed } from './PartFailed'

describe('PartFailed', () => {
  it('names Try again only where it offers it', () => {
    const { unmount } = renderInScope(<PartFailed error={new Error('boom')} retry={() => undefined} />, { scope: fork() })
    expect(screen.getByRole('alert')).toHaveTextContent('The music keeps playing. Try again, or carry on elsewhere.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    unmount()
    // A failed dialog offers only Close: its text must not send the user to a button that is not there.
    renderInScope(<PartFailed error={new Error('boom')} />, { scope: fork() })
    expect(screen.getByRole('alert')).toHaveTextContent('The music keeps playing. Carry on elsewhere.')
    expect(screen.getByRole('alert')).not.toHaveTextContent('Try again')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
