import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { $openDialog, dialogOpened } from '../../model/dialogs/dialogs'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { navigatorAttached } from '../../model/navigation/navigation'
import { createMemoryShell } from '../../shell/memory-shell'
import { renderInScope } from '../../testing/render'
import { fakeNavigator, forkWithShell, signIn } from '../../testing/scope'
import { InputGuards } from '../layout/InputGuards'
import { isTypingTarget } from './key-moment'
import { KeyboardListener } from './KeyboardListener'

async function setup(options: { signedIn?: boolean; isApple?: boolean; guards?: boolean } = {}) {
  const { scope } = forkWithShell({ shell: createMemoryShell({ isApple: options.isApple ?? false }) })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  if (options.signedIn ?? true) {
    await signIn(scope)
  }
  renderInScope(
    <>
      {options.guards && <InputGuards />}
      <KeyboardListener />
      <label>
        Search
        <input type="search" />
      </label>
      <label>
        Shuffle
        <input type="checkbox" />
      </label>
    </>,
    { scope },
  )
  return { scope, navigator, user: userEvent.setup() }
}

describe('KeyboardListener', () => {
  it('leaves plain keys to an open dialog (keys typed as the palette opens run nothing), chords still run', async () => {
    const { scope, navigator } = await setup()
    await allSettled(dialogOpened, { scope, params: 'palette' })
    fireEvent.keyDown(window, { key: 'g', code: 'KeyG' })
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA' })
    expect(navigator.paths).toEqual([])
    fireEvent.keyDown(window, { key: 'b', code: 'KeyB', ctrlKey: true })
    expect(scope.getState($sidebarExpanded)).toBe(false)
  })

  it('toggles the sidebar with Ctrl+B and prevents the browser default', async () => {
    const { scope } = await setup()
    const event = fireEvent.keyDown(window, { key: 'b', code: 'KeyB', ctrlKey: true })
    expect(event).toBe(false)
    expect(scope.getState($sidebarExpanded)).toBe(false)
  })

  it('toggles the sidebar with Ctrl+B or Meta+B, on an Apple keyboard and elsewhere', async () => {
    for (const isApple of [true, false]) {
      const { scope } = await setup({ isApple })
      expect(fireEvent.keyDown(window, { key: 'b', code: 'KeyB', ctrlKey: true })).toBe(false)
      expect(scope.getState($sidebarExpanded)).toBe(false)
      expect(fireEvent.keyDown(window, { key: 'b', code: 'KeyB', metaKey: true })).toBe(false)
      expect(scope.getState($sidebarExpanded)).toBe(true)
      cleanup()
    }
  })

  it('matches the physical key on a Russian layout', async () => {
    const { scope } = await setup()
    fireEvent.keyDown(window, { key: 'и', code: 'KeyB', ctrlKey: true })
    expect(scope.getState($sidebarExpanded)).toBe(false)
  })

  it('runs the G A sequence', async () => {
    const { navigator, user } = await setup()
    await user.keyboard('ga')
    expect(navigator.paths).toEqual(['/library/albums'])
  })

  it('opens the shortcuts with ?', async () => {
    const { scope } = await setup()
    fireEvent.keyDown(window, { key: '?', code: 'Slash', shiftKey: true })
    expect(scope.getState($openDialog)).toBe('shortcuts')
  })

  it('does not fire plain-key shortcuts while typing in a text field', async () => {
    const { navigator, scope, user } = await setup()
    await user.click(screen.getByRole('searchbox', { name: 'Search' }))
    await user.keyboard('ga?')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ga?')
    expect(navigator.paths).toEqual([])
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('fires Ctrl chords that allow it while typing, and not the others', async () => {
    const { scope, user } = await setup()
    await user.click(screen.getByRole('searchbox', { name: 'Search' }))
    await user.keyboard('{Control>}b{/Control}')
    expect(scope.getState($sidebarExpanded)).toBe(false)
    await user.keyboard('{Control>}k{/Control}')
    expect(scope.getState($openDialog)).toBe('palette')
  })

  it('fires plain-key shortcuts from a checkbox', async () => {
    const { navigator, user } = await setup()
    await user.click(screen.getByRole('checkbox', { name: 'Shuffle' }))
    await user.keyboard('gs')
    expect(navigator.paths).toEqual(['/library/songs'])
  })

  it('runs nothing and leaves the key to the browser when signed out', async () => {
    const { scope, navigator } = await setup({ signedIn: false })
    expect(fireEvent.keyDown(window, { key: 'b', code: 'KeyB', ctrlKey: true })).toBe(true)
    // G starts no sequence that can run: it stays a letter for the page (it was swallowed before).
    expect(fireEvent.keyDown(window, { key: 'g', code: 'KeyG' })).toBe(true)
    expect(fireEvent.keyDown(window, { key: 'a', code: 'KeyA' })).toBe(true)
    expect(scope.getState($sidebarExpanded)).toBe(true)
    expect(navigator.paths).toEqual([])
  })

  it('ignores a key event another handler already used', async () => {
    const { scope } = await setup()
    const event = new KeyboardEvent('keydown', { key: 'b', code: 'KeyB', ctrlKey: true, cancelable: true })
    event.preventDefault()
    window.dispatchEvent(event)
    expect(scope.getState($sidebarExpanded)).toBe(true)
  })
})

describe('KeyboardListener and remapping', () => {
  it('runs an Alt chord although the input guards keep it from the browser (its default stays prevented)', async () => {
    const { scope } = await setup({ guards: true })
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Alt+B' } })
    expect(fireEvent.keyDown(document.body, { key: 'b', code: 'KeyB', altKey: true })).toBe(false)
    expect(scope.getState($sidebarExpanded)).toBe(false)
  })

  it('runs a remapped shortcut at once and no longer the old keys', async () => {
    const { scope, navigator, user } = await setup()
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: 'Mod+Shift+A' } })
    await user.keyboard('ga')
    expect(navigator.paths).toEqual([])
    await user.keyboard('{Control>}{Shift>}a{/Shift}{/Control}')
    expect(navigator.paths).toEqual(['/library/albums'])
  })

  it('does not fire a remapped plain-key sequence while typing', async () => {
    const { scope, navigator, user } = await setup()
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.songs', binding: 'X Y' } })
    await user.click(screen.getByRole('searchbox', { name: 'Search' }))
    await user.keyboard('xy')
    expect(navigator.paths).toEqual([])
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('xy')
  })
})

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects and editable content', () => {
    const make = (html: string) => {
      const host = document.createElement('div')
      host.innerHTML = html
      return host.firstElementChild
    }
    expect(isTypingTarget(make('<input>'))).toBe(true)
    expect(isTypingTarget(make('<input type="password">'))).toBe(true)
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true)
    expect(isTypingTarget(make('<select></select>'))).toBe(true)
    const editable = make('<div contenteditable="true"></div>') as HTMLElement
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(isTypingTarget(editable)).toBe(true)
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false)
    expect(isTypingTarget(make('<input type="range">'))).toBe(false)
    expect(isTypingTarget(make('<button>Go</button>'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
    expect(isTypingTarget(window)).toBe(false)
  })
})
