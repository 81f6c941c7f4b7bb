import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import type { UpdateInfo, Updater } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { findCommand } from '../../commands/registry'
import { signIn } from '../../testing/scope'
import { appStarted } from '../app/start'
import { $openDialog } from '../dialogs/dialogs'
import { $toasts } from '../toasts/toasts'
import {
  $availableUpdate,
  $remindOnNextBoot,
  appRendered,
  relaunchDelayFx,
  updateCheckForced,
  updateCheckRequested,
  updateInstallRequested,
  updateRemindLaterRequested,
} from './update-flow'

const RELEASE: UpdateInfo = { version: '0.9.0', body: '## Fixes\n- Faster start' }

function fakeUpdater(options: { found?: UpdateInfo | null; installFails?: boolean } = {}) {
  return {
    check: vi.fn<Updater['check']>(async () => (options.found === undefined ? RELEASE : options.found)),
    install: vi.fn<Updater['install']>(async () => {
      if (options.installFails) throw { code: 'NE_UP_UPDINER', message: 'Update installation error' }
    }),
    restart: vi.fn<Updater['restart']>(async () => undefined),
  }
}

function desktopScope(updater: Updater | null, values: NonNullable<Parameters<typeof forkWithShell>[0]>['values'] = []) {
  const shell = createMemoryShell({ kind: 'desktop', updater })
  return forkWithShell({ shell, values, handlers: [[relaunchDelayFx, () => undefined]] })
}

type Scope = ReturnType<typeof desktopScope>['scope']

/** Installs, and returns the toasts shown before they close by themselves (5000 ms, fake timers). */
async function installAndReadToasts(scope: Scope) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const done = allSettled(updateInstallRequested, { scope })
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
    const shown = scope.getState($toasts).map(({ tone, message }) => ({ tone, message }))
    await vi.advanceTimersByTimeAsync(5000)
    await done
    return shown
  } finally {
    vi.useRealTimers()
  }
}

describe('update flow', () => {
  it('checks at start-up and opens the update dialog when a release is newer', async () => {
    const updater = fakeUpdater()
    const { scope } = desktopScope(updater)
    await allSettled(appStarted, { scope })
    expect(updater.check).toHaveBeenCalledTimes(1)
    expect(scope.getState($availableUpdate)).toEqual(RELEASE)
    expect(scope.getState($openDialog)).toBe('update')
  })

  it('opens nothing when the app is current, the check fails, or the host has no updater', async () => {
    const current = desktopScope(fakeUpdater({ found: null }))
    await allSettled(updateCheckRequested, { scope: current.scope })
    expect(current.scope.getState($openDialog)).toBeNull()

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = fakeUpdater()
    failing.check.mockRejectedValue({ code: 'NE_UP_CUPDERR', message: 'Unable to fetch update manifest' })
    const offline = desktopScope(failing)
    await allSettled(updateCheckRequested, { scope: offline.scope })
    expect(offline.scope.getState($openDialog)).toBeNull()
    expect(warn).toHaveBeenCalledWith('Update check failed', { code: 'NE_UP_CUPDERR', message: 'Unable to fetch update manifest' })
    warn.mockRestore()

    const browser = desktopScope(null)
    await allSettled(appStarted, { scope: browser.scope })
    expect(browser.scope.getState($openDialog)).toBeNull()
  })

  it('says at start-up that an update which did not start was rolled back, and only then', async () => {
    const rolledBack = desktopScope({ ...fakeUpdater({ found: null }), rolledBack: '0.9.0' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const started = allSettled(appStarted, { scope: rolledBack.scope })
      await vi.waitFor(() => expect(rolledBack.scope.getState($toasts)).toHaveLength(1))
      expect(rolledBack.scope.getState($toasts).map(({ tone, message }) => ({ tone, message }))).toEqual([
        { tone: 'error', message: 'update.toasts.error' },
      ])
      await vi.advanceTimersByTimeAsync(5000)
      await started
    } finally {
      vi.useRealTimers()
    }
    const healthy = desktopScope({ ...fakeUpdater({ found: null }), rolledBack: null })
    await allSettled(appStarted, { scope: healthy.scope })
    expect(healthy.scope.getState($toasts)).toEqual([])
  })

  it('confirms a freshly installed release once the app has rendered', async () => {
    const confirmStarted = vi.fn<() => Promise<void>>(async () => undefined)
    const { scope } = desktopScope({ ...fakeUpdater({ found: null }), confirmStarted })
    await allSettled(appStarted, { scope })
    expect(confirmStarted).not.toHaveBeenCalled()
    await allSettled(appRendered, { scope })
    expect(confirmStarted).toHaveBeenCalledTimes(1)
  })

  it('skips the check when remind-on-next-boot is set', async () => {
    const updater = fakeUpdater()
    const { scope } = desktopScope(updater, [[$remindOnNextBoot, true]])
    await allSettled(updateCheckRequested, { scope })
    expect(updater.check).not.toHaveBeenCalled()
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('"Remind me later" closes the dialog and silences the check until the next launch', async () => {
    const updater = fakeUpdater()
    const { scope } = desktopScope(updater)
    await allSettled(updateCheckRequested, { scope })
    await allSettled(updateRemindLaterRequested, { scope })
    expect(scope.getState($openDialog)).toBeNull()
    expect(scope.getState($remindOnNextBoot)).toBe(true)
    await allSettled(updateCheckRequested, { scope })
    expect(updater.check).toHaveBeenCalledTimes(1)
  })

  it('installs with the started and success toasts, then relaunches', async () => {
    const updater = fakeUpdater()
    const { scope } = desktopScope(updater)
    await allSettled(updateCheckRequested, { scope })
    const toasts = await installAndReadToasts(scope)
    expect(updater.install).toHaveBeenCalledTimes(1)
    expect(updater.restart).toHaveBeenCalledTimes(1)
    expect(scope.getState($openDialog)).toBeNull()
    expect(toasts).toEqual([
      { tone: 'info', message: 'update.toasts.started' },
      { tone: 'success', message: 'update.toasts.success' },
    ])
    expect(scope.getState($remindOnNextBoot)).toBe(false)
  })

  it('a failed install shows the error toast, sets remind-on-next-boot and does not relaunch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const updater = fakeUpdater({ installFails: true })
    const { scope } = desktopScope(updater)
    await allSettled(updateCheckRequested, { scope })
    const toasts = await installAndReadToasts(scope)
    expect(toasts).toEqual([
      { tone: 'info', message: 'update.toasts.started' },
      { tone: 'error', message: 'update.toasts.error' },
    ])
    expect(scope.getState($remindOnNextBoot)).toBe(true)
    expect(updater.restart).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('"Check for updates" asks even when remind is set, and opens the dialog for a newer release', async () => {
    const updater = fakeUpdater()
    const { scope } = desktopScope(updater, [[$remindOnNextBoot, true]])
    await allSettled(updateCheckForced, { scope })
    expect(updater.check).toHaveBeenCalledTimes(1)
    expect(scope.getState($openDialog)).toBe('update')
  })

  it.each([
    ['no newer release', fakeUpdater({ found: null }), { tone: 'success', message: 'update.toasts.upToDate' }],
    ['a failed check', { ...fakeUpdater(), check: vi.fn<Updater['check']>(async () => Promise.reject(new Error('offline'))) }, { tone: 'error', message: 'update.toasts.checkFailed' }],
  ])('"Check for updates" says so after %s', async (_, updater, toast) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { scope } = desktopScope(updater)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const done = allSettled(updateCheckForced, { scope })
      for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
      expect(scope.getState($toasts).map(({ tone, message }) => ({ tone, message }))).toEqual([toast])
      await vi.advanceTimersByTimeAsync(5000)
      await done
    } finally {
      vi.useRealTimers()
    }
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('offers "Check for updates" only on a host that can update itself', async () => {
    const command = findCommand('app.checkForUpdates')
    if (!command) throw new Error('app.checkForUpdates is not registered')
    const desktop = desktopScope(fakeUpdater()).scope
    const browser = desktopScope(null).scope
    await signIn(desktop)
    await signIn(browser)
    expect(desktop.getState(command.enabled)).toBe(true)
    expect(browser.getState(command.enabled)).toBe(false)
  })
})
