import { render, screen } from '@testing-library/react'
import { Component } from 'react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { loadedOnOpen } from './loaded-on-open'

const Palette = () => <input aria-label="Search commands" />

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children
  }
}

describe('loadedOnOpen', () => {
  it('renders a dialog whose code was preloaded in the very first render (no Suspense, no throttle)', async () => {
    const { Dialog, preload } = loadedOnOpen(() => Promise.resolve(Palette))
    await preload()
    render(<Dialog />)
    expect(screen.getByRole('textbox', { name: 'Search commands' })).toBeTruthy()
  })

  it('renders nothing until the code arrives, then the dialog; the code is fetched once', async () => {
    let arrive: (component: typeof Palette) => void = () => undefined
    const load = vi.fn<() => Promise<typeof Palette>>(() => new Promise<typeof Palette>((resolve) => (arrive = resolve)))
    const { Dialog } = loadedOnOpen(load)
    const { container, rerender } = render(<Dialog />)
    expect(container.innerHTML).toBe('')
    rerender(<Dialog />)
    arrive(Palette)
    expect(await screen.findByRole('textbox', { name: 'Search commands' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("throws a failed load to the dialog's error boundary, and tries again on the next open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn<() => Promise<typeof Palette>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Palette)
    const { Dialog } = loadedOnOpen(load)
    const first = render(
      <Boundary>
        <Dialog />
      </Boundary>,
    )
    expect(await screen.findByText('failed: Error: offline')).toBeTruthy()
    first.unmount()
    render(<Dialog />)
    expect(await screen.findByRole('textbox', { name: 'Search commands' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    vi.restoreAllMocks()
  })
})
