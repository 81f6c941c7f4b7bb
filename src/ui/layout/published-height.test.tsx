import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PLAYER_BAR_HEIGHT_VAR, usePublishedHeight } from './published-height'

let height = 72
let resized: (() => void) | null = null
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback
  }
  // Like the browser's: the first report comes once the element is laid out.
  observe() {
    resized?.()
  }
  disconnect() {
    resized = null
  }
}

function Bar() {
  const ref = useRef<HTMLElement>(null)
  usePublishedHeight(ref, PLAYER_BAR_HEIGHT_VAR)
  return <section ref={ref} aria-label="Player" />
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('usePublishedHeight', () => {
  it('publishes the bar height as a root CSS variable, follows resizes and removes it on unmount', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, 800, height))
    const root = document.documentElement
    const { unmount } = render(<Bar />)
    expect(root.style.getPropertyValue('--player-bar-height')).toBe('72px')
    height = 96.4
    act(() => resized?.())
    expect(root.style.getPropertyValue('--player-bar-height')).toBe('97px')
    unmount()
    expect(root.style.getPropertyValue('--player-bar-height')).toBe('')
    expect(resized).toBeNull()
  })
})
