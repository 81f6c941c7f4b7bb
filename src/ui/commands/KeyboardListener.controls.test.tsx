import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { $isPlaying } from '../../model/queue/queue'
import { listPlayed } from '../../model/queue/queue-events'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { activatesControl, KeyboardListener } from './KeyboardListener'

/** Space and Enter on a focused control do the control's own action, never play/pause. */

async function setup() {
  const { scope } = forkWithShell()
  await signIn(scope)
  await allSettled(listPlayed, { scope, params: { songs: makeSongs(2), index: 0 } })
  const clicked = vi.fn<() => void>()
  const followed = vi.fn<(event: { preventDefault: () => void }) => void>((event) => event.preventDefault())
  renderInScope(
    <>
      <KeyboardListener />
      <button type="button" onClick={clicked}>
        Add to playlist
      </button>
      <a href="#album" onClick={followed}>
        Album
      </a>
      <label>
        Shuffle
        <input type="checkbox" />
      </label>
      <div role="tab" tabIndex={0} aria-selected="false">
        Lyrics
      </div>
      <span role="slider" tabIndex={0} aria-label="Volume" aria-valuenow={50} aria-valuemin={0} aria-valuemax={100} />
    </>,
    { scope },
  )
  expect(scope.getState($isPlaying)).toBe(true)
  return { scope, clicked, followed, user: userEvent.setup() }
}

describe('KeyboardListener and focused controls', () => {
  it('Space on a focused button clicks it and does not toggle playback', async () => {
    const { scope, clicked, user } = await setup()
    screen.getByRole('button', { name: 'Add to playlist' }).focus()
    await user.keyboard(' ')
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(scope.getState($isPlaying)).toBe(true)
  })

  it('Enter on a focused button clicks it', async () => {
    const { scope, clicked, user } = await setup()
    screen.getByRole('button', { name: 'Add to playlist' }).focus()
    await user.keyboard('{Enter}')
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(scope.getState($isPlaying)).toBe(true)
  })

  it('Space on a checkbox checks it; Enter on a link follows it; neither toggles playback', async () => {
    const { scope, followed, user } = await setup()
    const checkbox = screen.getByRole('checkbox', { name: 'Shuffle' })
    checkbox.focus()
    await user.keyboard(' ')
    expect(checkbox).toBeChecked()
    screen.getByRole('link', { name: 'Album' }).focus()
    await user.keyboard('{Enter}')
    expect(followed).toHaveBeenCalledTimes(1)
    expect(scope.getState($isPlaying)).toBe(true)
  })

  it('leaves Space on a focused tab or slider to the control (not prevented, playback unchanged)', async () => {
    const { scope } = await setup()
    for (const control of [screen.getByRole('tab', { name: 'Lyrics' }), screen.getByRole('slider', { name: 'Volume' })]) {
      control.focus()
      expect(fireEvent.keyDown(control, { key: ' ', code: 'Space' })).toBe(true)
    }
    expect(scope.getState($isPlaying)).toBe(true)
  })

  it('Space on the page body toggles playback and prevents scrolling', async () => {
    const { scope, clicked, user } = await setup()
    document.body.focus()
    await user.keyboard(' ')
    expect(scope.getState($isPlaying)).toBe(false)
    expect(fireEvent.keyDown(document.body, { key: ' ', code: 'Space' })).toBe(false)
    expect(scope.getState($isPlaying)).toBe(true)
    expect(clicked).not.toHaveBeenCalled()
  })

  it('keeps other shortcuts on a focused button (Space and Enter only are the control\u2019s)', async () => {
    const { scope } = await setup()
    const button = screen.getByRole('button', { name: 'Add to playlist' })
    button.focus()
    expect(fireEvent.keyDown(button, { key: ' ', code: 'Space', ctrlKey: true })).toBe(true)
    expect(scope.getState($isPlaying)).toBe(true)
    expect(fireEvent.keyDown(button, { key: 'b', code: 'KeyB', ctrlKey: true })).toBe(false)
  })
})

describe('activatesControl', () => {
  const press = (target: EventTarget | null, key = ' ', modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
    activatesControl({ key, target, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers })
  const make = (html: string) => {
    const host = document.createElement('div')
    host.innerHTML = html
    return host.firstElementChild
  }

  it('is true for Space and Enter on buttons, links, tabs, sliders, checkboxes and switches', () => {
    for (const html of [
      '<button>Go</button>',
      '<a href="/x">X</a>',
      '<div role="tab"></div>',
      '<span role="slider"></span>',
      '<input type="checkbox">',
      '<input type="range">',
      '<button role="switch"></button>',
      '<div role="menuitem"></div>',
    ]) {
      expect({ html, space: press(make(html)), enter: press(make(html), 'Enter') }).toEqual({ html, space: true, enter: true })
    }
  })

  it('is false for other keys, modified keys, the page and non-controls', () => {
    expect(press(make('<button>Go</button>'), 'k')).toBe(false)
    expect(press(make('<button>Go</button>'), ' ', { ctrlKey: true })).toBe(false)
    expect(press(make('<button>Go</button>'), ' ', { shiftKey: true })).toBe(false)
    expect(press(document.body)).toBe(false)
    expect(press(make('<a>no address</a>'))).toBe(false)
    expect(press(make('<div role="row" tabindex="0"></div>'))).toBe(false)
    expect(press(make('<div tabindex="0"></div>'))).toBe(false)
    expect(press(null)).toBe(false)
  })
})
