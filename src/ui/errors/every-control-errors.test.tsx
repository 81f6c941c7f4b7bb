import { screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { playingReported } from '../../model/layout/reload-guard'
import { installLayoutStubs } from '../../testing/dom'
import { memoryWindow } from '../../testing/memory-window'
import { activateAll } from '../../testing/every-control'
import { signedInScope } from '../../testing/every-control-scope'
import { LIBRARY } from '../../testing/every-control-library'
import { renderInScope } from '../../testing/render'
import { AppFailed } from './AppFailed'
import { ChunkLoadError } from './chunk-error'
import { FailedDialog } from './FailedDialog'
import { PartFailed } from './PartFailed'
import { createAppHistory } from '../router/app-history'
import { AppRouter } from '../router/AppRouter'
import { ScreenBoundary } from '../router/ScreenBoundary'

/**
 * The walk of src/testing/every-control.ts on what the error boundaries (a screen, a part, a
 * dialog, the app) and the router's error page show: Go to Home runs a command; Try again, Reload
 * and Close are the boundaries' own recovery (the exceptions list says why), so each is checked
 * here by what it does.
 */

beforeEach(() => {
  installLayoutStubs()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

interface JsdomConsole {
  on(event: 'jsdomError', listener: (error: Error) => void): void
  off(event: 'jsdomError', listener: (error: Error) => void): void
}

/** jsdom cannot navigate: each `location.reload()` reaches its console as "Not implemented: navigation…", counted here. */
function countReloads(): { readonly count: () => number; readonly stop: () => void } {
  const jsdomConsole = (globalThis as unknown as { jsdom: { virtualConsole: JsdomConsole } }).jsdom.virtualConsole
  let count = 0
  const listener = (error: Error) => {
    if (error.message.includes('Not implemented: navigation')) count += 1
  }
  jsdomConsole.on('jsdomError', listener)
  return { count: () => count, stop: () => jsdomConsole.off('jsdomError', listener) }
}

describe("every control of a failed part runs a command or is the boundary's own recovery", { timeout: 60_000 }, () => {
  it('a screen that failed to render: Go to Home runs pages.home, Try again renders the screen anew', async () => {
    const scope = await signedInScope(LIBRARY)
    let broken = true
    function Flaky() {
      if (broken) throw new Error('A render error')
      return <p>The screen again</p>
    }
    renderInScope(
      <MemoryRouter initialEntries={['/library/albums']}>
        <Routes>
          <Route
            path="/library/albums"
            element={
              <ScreenBoundary>
                <Flaky />
              </ScreenBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
      { scope },
    )
    await screen.findByRole('heading', { name: 'This part of Tonearm failed', level: 1 })
    const { without, ran, walked } = await activateAll(scope)
    expect(without).toEqual([])
    expect(walked).toEqual(['in the failed part This part of Tonearm failed: button Try again', 'in the failed part This part of Tonearm failed: button Go to Home'])
    expect(ran).toEqual(new Set(['pages.home']))
    broken = false
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(await screen.findByText('The screen again')).toBeInTheDocument()
  })

  it("a part whose code did not arrive, and the app's last boundary: Reload reloads, asking first while music plays", async () => {
    const scope = await signedInScope(LIBRARY)
    await allSettled(playingReported, { scope, params: true })
    const reloads = countReloads()
    renderInScope(
      <>
        <PartFailed error={new ChunkLoadError(new Error('Failed to fetch dynamically imported module'))} />
        <AppFailed />
      </>,
      { scope },
    )
    const { without, ran, walked } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set())
    expect(walked.toSorted()).toEqual([
      'in the failed part Tonearm has been updated: button Cancel',
      'in the failed part Tonearm has been updated: button Reload',
      'in the failed part Tonearm has been updated: button Reload anyway',
      'in the failed part Tonearm stopped: button Reload',
    ])
    // The app's Reload and the part's Reload anyway reloaded; the part's Reload only asked (music plays).
    expect(reloads.count()).toBe(2)
    reloads.stop()
  })

  it("the router's error page: Go to Home runs pages.home, Reload reloads", async () => {
    const scope = await signedInScope(LIBRARY)
    function Broken(): never {
      throw new Error('A render error')
    }
    const routes = [{ path: '/', element: <Broken /> }]
    const history = createAppHistory(() => Promise.resolve(null), memoryWindow('/'))
    const reloads = countReloads()
    renderInScope(<AppRouter router={{ history, routes }} />, { scope })
    await screen.findByRole('heading', { level: 1 })
    const { without, ran, walked } = await activateAll(scope)
    expect(without).toEqual([])
    expect(walked).toEqual(['button Go to Home', 'button Reload'])
    expect(ran).toEqual(new Set(['pages.home']))
    expect(reloads.count()).toBe(1)
    reloads.stop()
  })

  it('a dialog that failed: Try again renders it anew, Close closes it', async () => {
    const scope = await signedInScope(LIBRARY)
    const retry = vi.fn<() => void>()
    const close = vi.fn<() => void>()
    renderInScope(<FailedDialog title="Settings" error={new Error('A render error')} retry={retry} onClose={close} />, { scope })
    await screen.findByRole('dialog', { name: 'Settings' })
    const { without, ran, walked } = await activateAll(scope)
    expect(without).toEqual([])
    expect(walked).toEqual(['in the failed part This part of Tonearm failed: button Try again', 'in the failed part This part of Tonearm failed: button Close'])
    expect(ran).toEqual(new Set())
    expect(retry).toHaveBeenCalledTimes(1)
    expect(close).toHaveBeenCalled()
  })
})
