import { describe, expect, it } from 'vitest'
import { whenHolds } from '../../commands/key-context'
import { keyMomentAt } from './key-moment'

function element(html: string, selector: string): Element {
  const root = document.createElement('div')
  root.innerHTML = html
  return root.querySelector(selector)!
}

const app = { dialogOpen: false, desktop: false }

describe('keyMomentAt: the moment of a key press, for every listener', () => {
  it('names the focus area around the target: a table, the queue, an album, or none', () => {
    expect(keyMomentAt(element('<div role="grid"><div role="row"><span id="t"></span></div></div>', '#t'), app).focus).toBe('table')
    expect(keyMomentAt(element('<div data-key-context="queue"><div id="q" tabindex="0"></div></div>', '#q'), app).focus).toBe('queue')
    expect(keyMomentAt(element('<div data-key-context="album"><button id="a">Play</button></div>', '#a'), app).focus).toBe('album')
    expect(keyMomentAt(element('<main><button id="b">Go</button></main>', '#b'), app).focus).toBeNull()
    expect(keyMomentAt(null, app).focus).toBeNull()
  })

  it('takes the nearest area when one is inside another', () => {
    expect(keyMomentAt(element('<div data-key-context="album"><div role="grid"><span id="t"></span></div></div>', '#t'), app).focus).toBe('table')
    expect(keyMomentAt(element('<div role="grid"><div data-key-context="queue"><span id="q"></span></div></div>', '#q'), app).focus).toBe('queue')
  })

  it('says whether a text field has focus, a dialog is open and which host runs', () => {
    const field = element('<div role="grid"><input id="f"></div>', '#f')
    expect(keyMomentAt(field, { dialogOpen: true, desktop: true })).toEqual({ focus: 'table', typing: true, dialog: true, host: 'desktop' })
    expect(whenHolds('table', keyMomentAt(field, app))).toBe(false)
    expect(whenHolds('table', keyMomentAt(element('<div role="grid"><span id="t"></span></div>', '#t'), app))).toBe(true)
  })
})
