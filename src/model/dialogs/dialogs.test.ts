import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $openDialog, $settingsPage, dialogClosed, dialogOpened, dialogToggled, settingsPageChanged } from './dialogs'

describe('dialogs', () => {
  it('opens one dialog at a time', async () => {
    const scope = fork()
    expect(scope.getState($openDialog)).toBeNull()
    await allSettled(dialogOpened, { scope, params: 'settings' })
    expect(scope.getState($openDialog)).toBe('settings')
    await allSettled(dialogOpened, { scope, params: 'shortcuts' })
    expect(scope.getState($openDialog)).toBe('shortcuts')
    await allSettled(dialogClosed, { scope })
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('toggles a dialog, and switches from another one', async () => {
    const scope = fork()
    await allSettled(dialogToggled, { scope, params: 'palette' })
    expect(scope.getState($openDialog)).toBe('palette')
    await allSettled(dialogToggled, { scope, params: 'palette' })
    expect(scope.getState($openDialog)).toBeNull()
    await allSettled(dialogOpened, { scope, params: 'settings' })
    await allSettled(dialogToggled, { scope, params: 'palette' })
    expect(scope.getState($openDialog)).toBe('palette')
  })

  it('starts settings on the appearance page', async () => {
    const scope = fork()
    expect(scope.getState($settingsPage)).toBe('appearance')
    await allSettled(settingsPageChanged, { scope, params: 'language' })
    expect(scope.getState($settingsPage)).toBe('language')
  })
})
