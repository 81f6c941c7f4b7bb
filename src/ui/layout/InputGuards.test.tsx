import { fireEvent, screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playingReported } from '../../model/layout/reload-guard'
import { createMemoryShell } from '../../shell/memory-shell'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { InputGuards, isReloadKey } from './InputGuards'

function setup(options: { desktop?: boolean } = {}) {
  const shell = options.desktop ? { ...createMemoryShell(), kind: 'desktop' as const, reloadPolicy: 'blocked' as const } : createMemoryShell()
  const { scope } = forkWithShell({ shell })
  renderInScope(
    <>
      <InputGuards />
      <a href="/library/albums">Albums</a>
      <label>
        Search
        <input type="search" />
      </label>
    </>,
    { scope },
  )
  return { scope }
}

afterEach(() => vi.restoreAllMocks())

describe('InputGuards', () => {
  it('blocks the context menu outside text fields only', () => {
    setup()
    expect(fireEvent.contextMenu(screen.getByRole('link', { name: 'Albums' }))).toBe(false)
    expect(fireEvent.contextMenu(screen.getByRole('searchbox', { name: 'Search' }))).toBe(true)
  })

  it('blocks middle-clicks and modifier-clicks on links, not plain clicks', () => {
    setup()
    const link = screen.getByRole('link', { name: 'Albums' })
    link.addEventListener('click', (event) => event.preventDefault())
    expect(fireEvent.mouseDown(link, { button: 1 })).toBe(false)
    expect(fireEvent(link, new MouseEvent('auxclick', { button: 1, bubbles: true, cancelable: true }))).toBe(false)
    const withCtrl = new MouseEvent('click', { ctrlKey: true, bubbles: true, cancelable: true })
    link.dispatchEvent(withCtrl)
    expect(withCtrl.defaultPrevented).toBe(true)
    expect(fireEvent.mouseDown(link, { button: 0 })).toBe(true)
  })

  it("keeps a modifier-click from reaching the app's own link handler (no in-app navigation either)", () => {
    const navigate = vi.fn<() => void>()
    const { scope } = forkWithShell()
    renderInScope(
      <>
        <InputGuards />
        <a
          href="/library/songs"
          onClick={(event) => {
            event.preventDefault()
            navigate()
          }}
        >
          Songs
        </a>
      </>,
      { scope },
    )
    const link = screen.getByRole('link', { name: 'Songs' })
    fireEvent.click(link, { ctrlKey: true })
    fireEvent.click(link, { shiftKey: true })
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.click(link)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('blocks Alt keys outside text fields', () => {
    setup()
    expect(fireEvent.keyDown(window, { key: 'Alt', altKey: true })).toBe(false)
    expect(fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true })).toBe(false)
    expect(fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'é', altKey: true })).toBe(true)
  })

  it('lets the browser reload while nothing plays', () => {
    setup()
    const confirm = vi.spyOn(window, 'confirm')
    expect(fireEvent.keyDown(window, { key: 'F5' })).toBe(true)
    expect(fireEvent.keyDown(window, { key: 'r', code: 'KeyR', ctrlKey: true })).toBe(true)
    expect(confirm).not.toHaveBeenCalled()
  })

  it('asks before reloading while a song plays, and stays when declined', async () => {
    const { scope } = setup()
    await allSettled(playingReported, { scope, params: true })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    expect(fireEvent.keyDown(window, { key: 'F5' })).toBe(false)
    expect(confirm).toHaveBeenCalledWith('There is a song playing! Are you sure you want to reload the page?')
    expect(fireEvent.keyDown(window, { key: 'r', code: 'KeyR', metaKey: true })).toBe(false)
    expect(confirm).toHaveBeenCalledTimes(2)
  })

  it('blocks reload keys in the desktop app without asking', () => {
    setup({ desktop: true })
    const confirm = vi.spyOn(window, 'confirm')
    expect(fireEvent.keyDown(window, { key: 'F5' })).toBe(false)
    expect(fireEvent.keyDown(window, { key: 'r', code: 'KeyR', ctrlKey: true, shiftKey: true })).toBe(false)
    expect(confirm).not.toHaveBeenCalled()
  })
})

describe('isReloadKey', () => {
  it('is F5 and Ctrl/Cmd+R (any layout), not R alone', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, ...init })
    expect(isReloadKey(key({ key: 'F5' }))).toBe(true)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR', ctrlKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'к', code: 'KeyR', ctrlKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR', metaKey: true }))).toBe(true)
    expect(isReloadKey(key({ key: 'r', code: 'KeyR' }))).toBe(false)
  })
})
