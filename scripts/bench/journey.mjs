// The start-up seen by a user who acts at once: Ctrl+K pressed 300 ms after navigation start,
// and the time from a click on a page's link to its data on screen.

/** In the page: clicks `link` and resolves with the ms until `path` is the address and `ready` matches. */
function clickAndWait({ link, path, ready }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const done = () => location.pathname.startsWith(path) && document.querySelector(ready)
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect()
        resolve(performance.now() - started)
      }
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
    const target = document.querySelector(link)
    if (!target) return reject(new Error(`no ${link}`))
    target.click()
    setTimeout(() => reject(new Error(`${path}: ${ready} not on screen`)), 15_000)
  })
}

/** Home → each list screen (and back), then Albums → its first album. */
const ROUTES = [
  { name: 'Albums', link: 'nav a[href="/library/albums"]', path: '/library/albums', ready: 'main section[aria-label="Albums"] img.album-card-cover' },
  { name: 'Artists', link: 'nav a[href="/library/artists"]', path: '/library/artists', ready: 'main table[role="grid"] tbody tr' },
  { name: 'Songs', link: 'nav a[href="/library/songs"]', path: '/library/songs', ready: 'main table[role="grid"] tbody tr' },
]
const HOME = { link: 'nav a[href="/"]', path: '/', ready: 'main section[aria-busy="false"] img.album-card-cover' }
const ALBUM = { name: 'an album', link: 'main a[href^="/library/albums/"]', path: '/library/albums/', ready: 'main table[role="grid"] tbody tr' }

/**
 * `pointer`: the pointer moves onto each link and rests there POINTER_REST_MS before the click, as
 * a mouse user's does (links fetch their page's code on hover); otherwise the click comes from
 * nowhere, as a palette command or a shortcut's would.
 */
export const POINTER_REST_MS = 100

/** Resolves once every cover on screen in main has loaded (a settled screen, before a user's click). */
export function coversSettled(page) {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll('main img')].every((img) => {
        const box = img.getBoundingClientRect()
        const onScreen = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
        return !onScreen || img.complete
      }),
    null,
    { timeout: 15_000 },
  )
}

export async function measureJourney(browser, url, { pointer = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.benchKeys = { pressedAt: null, fieldAt: null, paletteAt: null }
    addEventListener('keydown', (event) => (window.benchKeys.pressedAt ??= event.timeStamp), true)
    new MutationObserver((_, observer) => {
      // A palette's search field on screen with the focus: typing goes in (index.html's early field or the app's).
      const focused = document.activeElement
      if (focused instanceof HTMLInputElement && focused.closest('[role="dialog"]')) window.benchKeys.fieldAt ??= performance.now()
      if (document.querySelector('[role="dialog"] [cmdk-input]')) {
        window.benchKeys.fieldAt ??= performance.now()
        window.benchKeys.paletteAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const started = Date.now()
  await page.goto(url, { waitUntil: 'commit' })
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 300 - (Date.now() - started))))
  await page.keyboard.press('Control+k')
  // Not answered within 15 s (the key was lost): reported as such, not thrown.
  const answered = await page.waitForFunction(() => window.benchKeys.paletteAt !== null, null, { timeout: 15_000 }).then(() => true, () => false)
  const keys = await page.evaluate(() => window.benchKeys)
  if (answered) await page.keyboard.press('Escape')
  await page.locator(HOME.ready).first().waitFor({ timeout: 15_000 })
  await page.waitForTimeout(500)
  const routes = {}
  // Each click from a settled screen, as a user's (who sees the screen, then points): its covers on
  // screen loaded. Otherwise the next screen's requests queue behind the last one's covers (six
  // connections to a host), a cost of clicking within milliseconds of the first cover.
  const click = async (route) => {
    await coversSettled(page)
    if (pointer) {
      const box = await page.evaluate((link) => {
        const rect = document.querySelector(link)?.getBoundingClientRect()
        return rect ? { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height / 2, 40) } : null
      }, route.link)
      if (box) await page.mouse.move(box.x, box.y)
      await page.waitForTimeout(POINTER_REST_MS)
    }
    return page.evaluate(clickAndWait, route)
  }
  for (const route of ROUTES) {
    routes[route.name] = await click(route)
    if (route.name === 'Albums') routes[ALBUM.name] = await click(ALBUM)
    await page.evaluate(clickAndWait, HOME)
  }
  await context.close()
  return { keyPressedAt: keys.pressedAt, fieldMs: answered ? keys.fieldAt - keys.pressedAt : null, paletteMs: answered ? keys.paletteAt - keys.pressedAt : null, routes }
}
