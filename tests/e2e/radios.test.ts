import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, signedInHome } from './session'

const appUrl = inject('appUrl')
const serverUrl = inject('serverUrl')
const user = inject('serverUser')
const password = inject('serverPassword')

const chromium = chromiumForFile()

/** A stream the browser can really play: one of the library's songs, through the app's /rest proxy. */
async function playableStreamUrl(): Promise<string> {
  const auth = new URLSearchParams({ u: user, p: `enc:${Buffer.from(password).toString('hex')}`, v: '1.10.2', c: 'e2e', f: 'json' })
  const reply = await fetch(`${serverUrl}/rest/search3?${auth}&query=&songCount=1`)
  const body = (await reply.json()) as { 'subsonic-response': { searchResult3: { song: { id: string }[] } } }
  const id = body['subsonic-response'].searchResult3.song[0]?.id
  if (!id) throw new Error('No song to stream')
  auth.delete('f')
  return `${appUrl}/rest/stream?${auth}&id=${id}`
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true })

describe('internet radio stations on a real Supysonic (admin user)', () => {
  it('adds, plays, edits and deletes a station', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const name = `Tonearm FM ${Date.now()}`
    const stream = await playableStreamUrl()

    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Radios' }).click()
    await page.getByRole('heading', { name: 'Radios', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Add radio station' }).click()
    const form = page.getByRole('dialog', { name: 'New radio station' })
    await form.getByRole('textbox', { name: 'Name' }).fill('FM')
    await form.getByRole('textbox', { name: 'Homepage URL' }).fill('radio')
    await form.getByRole('textbox', { name: 'Stream URL' }).fill('http://a')
    await form.getByRole('button', { name: 'Add' }).click()
    await form.getByText('Radio name must be at least 3 characters.').waitFor()
    await form.getByText('Please provide a valid URL.').waitFor()
    await form.getByText('Stream URL must be at least 10 characters').waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByRole('textbox', { name: 'Homepage URL' }).fill('https://radio.example.org')
    await form.getByRole('textbox', { name: 'Stream URL' }).fill(stream)
    await form.getByRole('button', { name: 'Add' }).click()
    await toast(page, 'Radio station added.').waitFor()
    await form.waitFor({ state: 'detached' })

    const table = page.getByRole('table', { name: 'Radio stations' })
    const row = table.getByRole('row', { name: new RegExp(name) })
    const homepage = row.getByRole('link', { name: 'https://radio.example.org' })
    expect(await homepage.getAttribute('target')).toBe('_blank')
    expect(await homepage.getAttribute('rel')).toBe('noopener noreferrer')

    // Play through the queue, then pause.
    await row.getByRole('button', { name: `Play ${name}` }).click()
    const pause = row.getByRole('button', { name: `Pause ${name}` })
    expect(await pause.getAttribute('aria-pressed')).toBe('true')
    // The stream really plays (its time advances): only then is "no error toast" a finding.
    await expect.poll(() => page.evaluate(() => Math.max(-1, ...[...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')].map((audio) => (audio.paused ? -1 : audio.currentTime)))), { timeout: 15_000 }).toBeGreaterThan(0.5)
    expect(await toast(page, 'Unable to play the Radio, check the Stream URL!').count()).toBe(0)
    await pause.click()
    await row.getByRole('button', { name: `Play ${name}` }).waitFor()

    // Edit: a stream that does not exist, which then fails to play with its error toast.
    await row.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit radio station' })
    expect(await edit.getByRole('textbox', { name: 'Stream URL' }).inputValue()).toBe(stream)
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} (moved)`)
    await edit.getByRole('textbox', { name: 'Stream URL' }).fill(`${appUrl}/no-such-stream.mp3`)
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Radio station updated.').waitFor()
    const moved = table.getByRole('row', { name: new RegExp(`${name} \\(moved\\)`) })
    await moved.getByText(`${appUrl}/no-such-stream.mp3`).waitFor()
    await moved.getByRole('button', { name: `Play ${name} (moved)` }).click()
    // One failure, one toast (the element's error event and the play() rejection are one report).
    await toast(page, 'Unable to play the Radio, check the Stream URL!').waitFor()
    // Both reports (the element's error, the play() rejection) are in once the player has stopped.
    await moved.getByRole('button', { name: `Play ${name} (moved)` }).waitFor()
    expect(await toast(page, 'Unable to play the Radio, check the Stream URL!').count()).toBe(1)

    // Delete (asks first).
    await moved.getByRole('button', { name: `Delete ${name} (moved)` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete radio station?' })
    expect(await confirm.textContent()).toContain(`${name} (moved)`)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Radio station deleted.').waitFor()
    await expect.poll(() => table.getByRole('row', { name: new RegExp(name) }).count()).toBe(0)
    expect(errors).toEqual([])
  })
})
