import { describe, expect, it } from 'vitest'
import { startStylesheetsApplied } from './stylesheets'

/** A `<link data-start-css>` as index.html has it: a preload that becomes a stylesheet. */
function fakeLink() {
  const link = Object.assign(new EventTarget(), { rel: 'preload', sheet: null as object | null })
  const doc = { querySelectorAll: () => [link] } as unknown as Document
  return { link, doc }
}

const settled = (promise: Promise<void>) => Promise.race([promise.then(() => 'applied'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))])

describe('the start stylesheets', () => {
  it('are waited for until the preload has become a stylesheet that applies', async () => {
    const { link, doc } = fakeLink()
    const applied = startStylesheetsApplied(doc)
    link.dispatchEvent(new Event('load')) // the preload arrived; onload turns it into a stylesheet
    expect(await settled(applied)).toBe('waiting')
    link.rel = 'stylesheet'
    link.sheet = {}
    link.dispatchEvent(new Event('load'))
    expect(await settled(applied)).toBe('applied')
  })

  it('do not hold the start-up when one fails to load', async () => {
    const { link, doc } = fakeLink()
    const applied = startStylesheetsApplied(doc)
    link.dispatchEvent(new Event('error'))
    expect(await settled(applied)).toBe('applied')
  })
})
