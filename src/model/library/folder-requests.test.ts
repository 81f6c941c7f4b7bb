import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { dialogClosed, dialogOpened, settingsPageChanged } from '../dialogs/dialogs'
import './folder-requests'

const asked = (urls: readonly URL[]) => urls.filter((url) => url.pathname.endsWith('/getMusicFolders')).length

describe('the music folder choice in the settings', () => {
  it("asks for the server's music folders as the settings' Content page shows, not for another page", async () => {
    const { urls } = stubFetch(() => subsonicOk({ musicFolders: { musicFolder: [{ id: 1, name: 'Music' }] } }))
    const { scope } = forkWithShell()
    await signIn(scope)
    const before = urls.length
    await allSettled(dialogOpened, { scope, params: 'settings' })
    await allSettled(settingsPageChanged, { scope, params: 'audio' })
    expect(asked(urls.slice(before))).toBe(0)
    await allSettled(settingsPageChanged, { scope, params: 'content' })
    expect(asked(urls.slice(before))).toBe(1)
    // Opened again on the Content page: asked as it shows (the model keeps what it has meanwhile).
    await allSettled(dialogClosed, { scope })
    await allSettled(dialogOpened, { scope, params: 'settings' })
    expect(asked(urls.slice(before))).toBe(2)
  })
})
