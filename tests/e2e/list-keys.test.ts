import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, signedInHome } from './session'
import { queueUp, server } from './test-server'

const chromium = chromiumForFile('Blue Hours')

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const nowPlayingTitle = (page: Page) => bar(page).locator('.player-now').getByText(/./).first().textContent()

/** Records `keys` for `command` in the shortcuts modal and waits until it is saved. */
async function remap(page: Page, command: string, keys: string) {
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await dialog.getByRole('button', { name: `Record a shortcut for ${command}` }).click()
  await page.keyboard.press(keys)
  await expect.poll(() => dialog.getByRole('button', { name: `Reset the shortcut of ${command}` }).isEnabled(), { timeout: 5000 }).toBe(true)
}

describe('list keys are remappable commands', () => {
  it('remaps Enter in a table and the queue moves, keeps them over a reload and runs them', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await queueUp(page, chromium.songs)

    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    await remap(page, 'Play from this row', 'J')
    await remap(page, 'Move queue song down', 'Shift+ArrowDown')
    await page.screenshot({ path: '.tmp/list-keys-shortcuts.png' })
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    await bar(page).getByRole('button', { name: 'Show or hide the queue' }).click()
    const queue = page.getByRole('dialog').getByRole('list', { name: 'Queue' })
    await queue.getByRole('button', { name: /^1\. Midnight Walk/ }).focus()
    await page.keyboard.press('Shift+ArrowDown')
    const moved = queue.getByRole('button', { name: /^2\. Midnight Walk/ })
    await moved.waitFor()
    await expect.poll(() => moved.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await queue.getByRole('button', { name: /^1\. Smoke Rings/ }).count()).toBe(1)
    await page.keyboard.press('Escape')
    await page.goto(`${server.appUrl}/library/songs?filter=search&query=Smoke`)
    const table = page.getByRole('grid', { name: 'Songs' })
    const row = table.getByRole('row', { name: /^Smoke Rings/ })
    await row.getByText('Smoke Rings', { exact: true }).click()
    await expect.poll(() => row.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('J')
    await expect.poll(() => nowPlayingTitle(page)).toBe('Smoke Rings')

    expect(errors).toEqual([])
  })
})
