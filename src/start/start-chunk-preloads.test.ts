import { afterEach, describe, expect, it } from 'vitest'
import { preloadStartChunks, PRELOADS_PER_TASK } from '../../scripts/vite/start-preload-plugin'

/** A window whose timeouts wait in a queue until run, and its head's preload links. */
function fakeWindow(firstCoversIn?: Promise<void>) {
  const timeouts: Array<() => void> = []
  const w = { document, setTimeout: (handler: () => void) => timeouts.push(handler), tonearmFirstCoversIn: firstCoversIn }
  const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)
  return { w, timeouts, links }
}

describe("index.html's preloads of the start chunks", () => {
  afterEach(() => document.head.replaceChildren())

  it(`adds ${PRELOADS_PER_TASK} links a task, the stylesheets last, once the first covers are in`, async () => {
    let coversIn = () => {}
    const { w, timeouts, links } = fakeWindow(new Promise<void>((resolve) => (coversIn = resolve)))
    const scripts = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, index) => `/assets/step-${index}.js`)
    preloadStartChunks(w, scripts, ['/assets/app.css'], PRELOADS_PER_TASK)
    await Promise.resolve()
    expect(links()).toEqual([])
    coversIn()
    await Promise.resolve()
    await Promise.resolve()
    expect(links()).toEqual(scripts.slice(0, PRELOADS_PER_TASK).map((href) => `modulepreload ${href}`))
    expect(timeouts).toHaveLength(1)
    timeouts.shift()?.()
    expect(links().slice(PRELOADS_PER_TASK)).toEqual([...scripts.slice(PRELOADS_PER_TASK).map((href) => `modulepreload ${href}`), 'preload /assets/app.css'])
    expect(timeouts).toHaveLength(0)
  })

  it('adds no link for what the start already fetched (WebKit would fetch it again and warn it unused)', async () => {
    const { w, links } = fakeWindow()
    const fetched = new Set([new URL('/assets/step-0.js', document.baseURI).href, new URL('/assets/app.css', document.baseURI).href])
    const page = { ...w, performance: { getEntriesByName: (name: string) => (fetched.has(name) ? [{ name }] : []) } }
    preloadStartChunks(page, ['/assets/step-0.js', '/assets/step-1.js'], ['/assets/app.css'], PRELOADS_PER_TASK)
    await Promise.resolve()
    await Promise.resolve()
    expect(links()).toEqual(['modulepreload /assets/step-1.js'])
  })
})
