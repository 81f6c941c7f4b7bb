import { Select, Theme } from '@radix-ui/themes'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../testing/dom'
import { DeferredSelect } from './DeferredSelect'

const OPTIONS = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'newest', label: 'Newest first' },
  { value: 'random', label: 'Random' },
]

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

/** Each commit React makes while `children` mount: its phase, and whether a select (a combobox) was in the page by then. */
function commitsToMount(children: ReactNode): { phase: string; select: boolean }[] {
  const commits: { phase: string; select: boolean }[] = []
  render(
    <Theme>
      <span id="order-label">Year order</span>
      <Profiler id="select" onRender={(_id, phase) => commits.push({ phase, select: document.querySelector('[role="combobox"]') !== null })}>
        {children}
      </Profiler>
    </Theme>,
  )
  return commits
}

describe('DeferredSelect', () => {
  it("names the chosen option on its closed trigger, and the placeholder when nothing is chosen", () => {
    const { rerender } = render(<DeferredSelect aria-labelledby="x" value="newest" options={OPTIONS} onValueChange={() => {}} />, {
      wrapper: ({ children }) => (
        <Theme>
          <span id="x">Year order</span>
          {children}
        </Theme>
      ),
    })
    expect(screen.getByRole('combobox', { name: 'Year order' })).toHaveTextContent('Newest first')
    rerender(<DeferredSelect aria-labelledby="x" value="" placeholder="Search" options={OPTIONS} onValueChange={() => {}} />)
    expect(screen.getByRole('combobox', { name: 'Year order' })).toHaveTextContent('Search')
  })

  it("on the screen the app starts on, first draws the trigger's look alone (a commit asking for no synchronous re-render), its options waiting to be approached", () => {
    const eager = commitsToMount(
      <Select.Root value="newest" onValueChange={() => {}}>
        <Select.Trigger aria-labelledby="order-label" />
        <Select.Content>
          {OPTIONS.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>,
    )
    // A Radix select mounted with the screen: its layout effects re-render it at once, again and again.
    expect(eager[1]).toEqual({ phase: 'nested-update', select: true })
    cleanup()
    const deferred = commitsToMount(<DeferredSelect aria-labelledby="order-label" value="newest" options={OPTIONS} onValueChange={() => {}} />)
    expect(deferred[0]).toEqual({ phase: 'mount', select: false })
    expect(deferred[1]).toEqual({ phase: 'update', select: true })
    // Its options wait for the trigger to be approached: fewer re-renders from layout effects then too.
    const nested = (commits: { phase: string }[]) => commits.filter((commit) => commit.phase === 'nested-update').length
    expect(nested(deferred)).toBeLessThan(nested(eager))
    expect(screen.getByRole('combobox', { name: 'Year order' })).toHaveTextContent('Newest first')
  })

  it('opens from the keyboard with every option, and the one picked is passed on', async () => {
    const user = userEvent.setup()
    const picked = vi.fn<(value: string) => void>()
    render(
      <Theme>
        <span id="order-label">Year order</span>
        <DeferredSelect aria-labelledby="order-label" value="oldest" options={OPTIONS} onValueChange={picked} />
      </Theme>,
    )
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'Year order' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['Oldest first', 'Newest first', 'Random'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(picked).toHaveBeenCalledWith('newest')
  })
})
