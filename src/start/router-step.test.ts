import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import { homeOpened } from '../model/home/home-sections'
import { navigated } from '../model/navigation/navigation'
import { forkWithShell } from '../testing/scope'
import type { HistoryUpdate } from '../ui/router/app-history'
import { prepareRoutes, startRouter } from './router-step'

describe("the router's start step", () => {
  it("starts the first navigation as the router is made (Home's rows asked for at once) and hands the model its history", async () => {
    window.history.replaceState(null, '', '/')
    const { scope } = forkWithShell()
    let homeAsks = 0
    createWatch({ unit: homeOpened, scope, fn: () => (homeAsks += 1) })
    const { history } = startRouter(scope, prepareRoutes())
    expect(homeAsks).toBe(1)
    // No server stored: the guard sends the first address to the sign-in page.
    await history.ready
    expect(history.location.pathname).toBe('/server-config')
    // The model's navigation goes through it: Albums, sent to the sign-in page again, as a new entry.
    const shown = new Promise<HistoryUpdate>((resolve) => history.listen(resolve))
    await allSettled(navigated, { scope, params: '/library/albums' })
    const { action, location } = await shown
    expect([action, location.pathname]).toEqual(['PUSH', '/server-config'])
  })
})
