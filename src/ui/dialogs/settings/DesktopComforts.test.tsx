import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dialogOpened, settingsPageChanged } from '../../../model/dialogs/dialogs'
import { trayFailed, trayShown } from '../../../model/host/desktop-window'
import { $desktopPreferences } from '../../../model/preferences/desktop-preferences'
import { createMemoryShell } from '../../../shell/memory-shell'
import type { DesktopWindow } from '../../../shell/shell'
import { installLayoutStubs } from '../../../testing/dom'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
import { SettingsDialog } from '../SettingsDialog'

const desktopWindow: DesktopWindow = {
  setTray: async () => undefined,
  setMenu: async () => undefined,
  onTrayItem: () => undefined,
  toggleVisible: async () => undefined,
  hide: async () => undefined,
  onCloseRequested: () => undefined,
  quit: async () => undefined,
}

async function contentPage(shell = createMemoryShell()) {
  const { scope } = forkWithShell({ shell })
  await signIn(scope)
  await allSettled(settingsPageChanged, { scope, params: 'content' })
  await allSettled(dialogOpened, { scope, params: 'settings' })
  renderInScope(<SettingsDialog />, { scope })
  return { scope, dialog: await screen.findByRole('dialog', { name: /^Settings/ }) }
}

beforeAll(() => installLayoutStubs())

describe('Settings > Content: native comforts', () => {
  it('turns song-change notifications on (permission granted) and off; no close-to-tray in a browser', async () => {
    const { scope, dialog } = await contentPage()
    const notify = within(dialog).getByRole('switch', { name: 'Notify when the song changes' })
    expect(notify).not.toBeChecked()
    expect(within(dialog).queryByRole('switch', { name: 'Keep playing in the tray when the window is closed' })).toBeNull()
    await userEvent.click(notify)
    await vi.waitFor(() => expect(notify).toBeChecked())
    expect(scope.getState($desktopPreferences).songNotifications).toBe(true)
    await userEvent.click(notify)
    await vi.waitFor(() => expect(notify).not.toBeChecked())
  })

  it('offers close-to-tray with a desktop window once the tray shows, off by default', async () => {
    const { scope, dialog } = await contentPage({ ...createMemoryShell({ kind: 'desktop' }), desktopWindow })
    await allSettled(trayShown, { scope })
    const closeToTray = within(dialog).getByRole('switch', { name: 'Keep playing in the tray when the window is closed' })
    expect(closeToTray).not.toBeChecked()
    await userEvent.click(closeToTray)
    await vi.waitFor(() => expect(scope.getState($desktopPreferences).closeToTray).toBe(true))
    expect(closeToTray).toBeChecked()
  })

  it('keeps close-to-tray off, and says why, where the desktop shows no tray', async () => {
    const { scope, dialog } = await contentPage({ ...createMemoryShell({ kind: 'desktop' }), desktopWindow })
    await allSettled(trayFailed, { scope })
    const closeToTray = within(dialog).getByRole('switch', { name: 'Keep playing in the tray when the window is closed' })
    expect(closeToTray).toBeDisabled()
    expect(closeToTray).not.toBeChecked()
    expect(closeToTray).toHaveAccessibleDescription(/this desktop shows no tray icon \(GNOME needs the AppIndicator extension\), so closing the window quits Tonearm/)
  })
})
