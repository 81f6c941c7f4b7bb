// Waits in the page through plain CDP evaluation. Playwright's locators and waitForFunction
// inject a script of their own into the page (≈ 0.8 MiB of heap, and a 50–65 ms task on the main
// thread when it is first compiled) that a user's browser does not have: measurements of the
// start-up wait through this instead.

/**
 * Resolves with the value of `predicate` (the source of a function run in the page) once it is
 * truthy, checked at every frame; rejects after `timeout` ms.
 */
export async function waitInPage(cdp, predicate, { timeout = 15_000, what = predicate } = {}) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    returnByValue: true,
    expression: `new Promise((resolve, reject) => {
      const until = performance.now() + ${timeout}
      const predicate = ${predicate}
      const check = () => { const value = predicate(); value ? resolve(value) : performance.now() > until ? reject(new Error('timed out waiting for ' + ${JSON.stringify(String(what))})) : requestAnimationFrame(check) }
      check()
    })`,
  })
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value
}

/** Resolves once `selector` matches in the page. */
export function waitForSelector(cdp, selector, options) {
  return waitInPage(cdp, `() => document.querySelector(${JSON.stringify(selector)}) !== null`, { what: selector, ...options })
}

/** Home's level-1 heading, as `getByRole('heading', { name: 'Home', level: 1 })` finds it. */
export const HOME_HEADING = `() => [...document.querySelectorAll('h1')].some((heading) => heading.textContent.trim() === 'Home')`
