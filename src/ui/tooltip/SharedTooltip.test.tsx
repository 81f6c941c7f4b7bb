import { KeyboardIcon } from '@radix-ui/react-icons'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { CommandIconButton } from '../layout/CommandButton'
import { SharedTooltip } from './SharedTooltip'
import { tooltip, TOOLTIP_DELAY } from './tooltip-controller'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

async function renderButtons() {
  const { scope } = forkWithShell()
  await signIn(scope)
  renderInScope(
    <>
      <SharedTooltip />
      <CommandIconButton commandId="view.openShortcuts" icon={<KeyboardIcon />} />
      <button type="button" {...tooltip('Plain')}>
        Other
      </button>
      <button type="button">No tooltip</button>
    </>,
    { scope },
  )
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { user, shortcuts: screen.getByRole('button', { name: 'Show keyboard shortcuts' }), other: screen.getByRole('button', { name: 'Other' }) }
}

describe('SharedTooltip', () => {
  it('shows the hovered button’s name and shortcut after 700 ms, describing the button while shown', async () => {
    const { user, shortcuts } = await renderButtons()
    await user.hover(shortcuts)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY - 100))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    const shown = screen.getByRole('tooltip')
    expect(shown).toHaveTextContent('Show keyboard shortcuts (?)')
    expect(shown).toHaveAttribute('data-state', 'delayed-open')
    // The name stays the button's own; the tooltip only describes it.
    expect(shortcuts).toHaveAccessibleName('Show keyboard shortcuts')
    expect(shortcuts).toHaveAccessibleDescription('Show keyboard shortcuts (?)')
    await user.unhover(shortcuts)
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(shortcuts).not.toHaveAttribute('aria-describedby')
  })

  it('moving on to another button shows its tooltip at once, and only one', async () => {
    const { user, shortcuts, other } = await renderButtons()
    await user.hover(shortcuts)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY))
    await user.hover(other)
    expect(screen.getAllByRole('tooltip')).toHaveLength(1)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Plain')
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'instant-open')
    expect(shortcuts).not.toHaveAttribute('aria-describedby')
  })

  it('keyboard focus shows it at once; Tab away and Escape hide it', async () => {
    const { user, shortcuts, other } = await renderButtons()
    await user.tab()
    expect(shortcuts).toHaveFocus()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Show keyboard shortcuts (?)')
    await user.tab()
    expect(other).toHaveFocus()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Plain')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.tab()
    expect(screen.getByRole('button', { name: 'No tooltip' })).toHaveFocus()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('a click hides it, and the focus the click gives does not show it again', async () => {
    const { user, other } = await renderButtons()
    await user.hover(other)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Plain')
    await user.click(other)
    expect(other).toHaveFocus()
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('follows a text that changes while shown', async () => {
    const { user, other } = await renderButtons()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Plain')
    other.setAttribute('data-tooltip', 'Changed')
    expect(await screen.findByText('Changed')).toBeInTheDocument()
  })
})
