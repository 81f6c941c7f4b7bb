import { Select, Theme } from '@radix-ui/themes'
import { render, screen } from '@testing-library/react'
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

/** The commits React makes to mount `children`: the first, then every re-render its layout effects ask for. */
function commitsToMount(children: ReactNode): number {
  let commits = 0
  render(
    <Theme>
      <span id="order-label">Year order</span>
      <Profiler id="select" onRender={() => (commits += 1)}>
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

  it('mounts in fewer commits than a Radix select with its options (their layout effects re-render it again and again)', () => {
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
    const deferred = commitsToMount(<DeferredSelect aria-labelledby="order-label" value="newest" options={OPTIONS} onValueChange={() => {}} />)
    expect(deferred).toBeLessThanOrEqual(2)
    expect(eager).toBeGreaterThan(deferred)
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
