import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameLinks } from './frame-links'

/** The frame as index.html has it: a sidebar link and a card of Home's rows (src/start/early-home.ts). */
function frame(navigate?: (path: string) => void) {
  document.body.innerHTML = `<div class="start-frame"><div class="sf-header"><div class="sf-find" data-t="find">Search</div></div><div class="sf-sidebar"><a class="sf-link sf-current" data-t="home" href="/">Home</a><a class="sf-link" data-t="albums" href="/library/albums">Albums</a></div>
    <div class="sf-main"><ul class="sf-row"><li class="sf-card"><a class="sf-open" href="/library/albums/al-1"><img class="album-card-cover" alt=""><div class="sf-t">Blue</div></a></li></ul></div></div>`
  const pushState = vi.fn<(data: unknown, unused: string, url: string) => void>()
  const w = { document, history: { pushState }, location: window.location, dispatchEvent: (event: Event) => window.dispatchEvent(event), ...(navigate ? { tonearmNavigate: navigate } : {}) }
  frameLinks(w)
  return { pushState, cover: document.querySelector<HTMLElement>('img.album-card-cover')!, main: document.querySelector('.sf-main')! }
}

const click = (element: Element, init: MouseEventInit = {}) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the live layout frame (inlined in index.html)', () => {
  it("takes a click on a card's cover before the router exists: the address becomes the album's, the frame's main area empties", () => {
    const { pushState, cover, main } = frame()
    const taken = !click(cover)
    expect(taken).toBe(true)
    expect(pushState).toHaveBeenCalledWith(null, '', '/library/albums/al-1')
    expect(main.childElementCount).toBe(0)
  })

  it('hands a click to the router once src/main.tsx has set tonearmNavigate, and moves the current sidebar entry', () => {
    const navigate = vi.fn<(path: string) => void>()
    const { pushState } = frame(navigate)
    click(document.querySelector('[data-t=albums]')!)
    expect(navigate).toHaveBeenCalledWith('/library/albums')
    expect(pushState).not.toHaveBeenCalled()
    expect(document.querySelector('.sf-current')?.getAttribute('data-t')).toBe('albums')
  })

  it("presses Ctrl+K for a click on the header's search field, as the app's opens the palette", () => {
    frame()
    const keys: KeyboardEvent[] = []
    const listen = (event: KeyboardEvent) => keys.push(event)
    window.addEventListener('keydown', listen, true)
    try {
      click(document.querySelector('.sf-find')!)
    } finally {
      window.removeEventListener('keydown', listen, true)
    }
    expect(keys.map((key) => [key.key, key.ctrlKey])).toEqual([['k', true]])
  })

  it("does nothing for a click on the page already shown (Home's entry on Home): its rows stay", () => {
    const { pushState, main } = frame()
    expect(window.location.pathname).toBe('/')
    click(document.querySelector('[data-t=home]')!)
    expect(pushState).not.toHaveBeenCalled()
    expect(main.childElementCount).toBe(1)
  })

  it('leaves a click with a modifier (a new tab) and a click outside any link to the browser', () => {
    const { pushState, cover, main } = frame()
    expect(click(cover, { ctrlKey: true })).toBe(true)
    expect(click(main)).toBe(true)
    expect(pushState).not.toHaveBeenCalled()
  })
})
