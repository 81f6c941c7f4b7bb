import { screen, waitFor } from '@testing-library/react'
import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CommandRequest } from '../../commands/registry'
import { commandRequested } from '../../commands/registry'
import { dialogOpened, settingsPageChanged } from '../../model/dialogs/dialogs'
import { openPlaylistShown } from '../../model/playlists/open-playlist'
import { $savedServers } from '../../model/servers/saved-servers'
import { commandTargetChanged } from '../../model/targets/command-target'
import { relaunchDelayFx, updateCheckRequested } from '../../model/update/update-flow'
import type { Updater } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { installLayoutStubs } from '../../testing/dom'
import { activateAll } from '../../testing/every-control'
import { answerFrom, renderAt, signedInScope } from '../../testing/every-control-scope'
import { TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { LIBRARY, SONGS } from '../../testing/every-control-library'
import { forkWithShell, signIn } from '../../testing/scope'
import { DialogHost } from './DialogHost'

/**
 * Issue 12's walk on every dialog: each is opened the way the app opens it (its command), then
 * every control in it is activated; a control that closes the dialog opens it again for the next.
 * Form input local to a dialog and a dialog's answer are the exceptions (src/testing/every-control-exceptions.ts).
 */

const PLAYLIST = { id: 'p1', name: 'Road trip', comment: '', isPublic: false, songCount: 2, duration: 14 }
const RADIO = { id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live', homePageUrl: 'https://jazz.example.org' }

const dialog = () => screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog')

/**
 * Opens a dialog with `open`, walks it (opening it with `again` when a control closed it), and says
 * what ran besides the command that opened it.
 */
async function walkDialog(scope: Scope, open: () => Promise<unknown>, again = open) {
  renderAt(scope, '/', '*', <DialogHost />)
  const shown = () => waitFor(() => expect(dialog()).not.toBeNull())
  await open()
  await shown()
  const walk = await activateAll(scope, { root: dialog, reopen: async () => void (await again(), await shown()) })
  return walk
}

const run = (scope: Scope, request: CommandRequest) => allSettled(commandRequested, { scope, params: request })

// A dialog's code arrives on its first opening: imported once before the walks, its first
// import's transform (seconds on a busy machine) is not part of a walk's wait.
beforeAll(async () => {
  await Promise.all([
    import('./ShortcutsDialog'),
    import('./SettingsDialog'),
    import('./LogoutDialog'),
    import('./AboutDialog'),
    import('./ServerStatusDialog'),
    import('./UpdateDialog'),
    import('../player/SongInfoDialog'),
  ])
}, 120_000)
beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

// Each walk activates a few dozen controls, one act() each (slow on a busy machine).
describe('every control of a dialog runs a command or is input local to it', { timeout: 120_000 }, () => {
  it.each([
    ['appearance', []],
    ['audio', ['playback.effects.chooseEqualizerPreset', 'app.resetSettings']],
    ['language', []],
    ['content', ['app.notifications.toggleSongChange']],
    ['storage', []],
  ] as const)('in the settings, page %s', async (page, commands) => {
    const scope = await signedInScope(LIBRARY)
    await allSettled(settingsPageChanged, { scope, params: page })
    const { without, ran } = await walkDialog(scope, () => run(scope, { id: 'app.openSettings' }))
    expect(without).toEqual([])
    ran.delete('app.openSettings')
    expect(ran).toEqual(new Set(commands))
  })

  it.each([
    ['the keyboard shortcuts', { id: 'view.openShortcuts' }, []],
    ['About', { id: 'app.openAbout' }, ['app.copyServerLink']],
    ['the server status', { id: 'app.openServerStatus' }, ['app.quickScan']],
    ['the song info', { id: 'library.songInfo', payload: SONGS[0] }, []],
    ['a new playlist', { id: 'playlists.new' }, []],
    ['the playlist editor', { id: 'playlists.edit', payload: PLAYLIST }, []],
    ['deleting a playlist', { id: 'playlists.delete', payload: PLAYLIST }, []],
    ['add to playlist', { id: 'playlists.addToPlaylist', payload: SONGS }, []],
    ['a new radio station', { id: 'radios.new' }, []],
    ['the radio editor', { id: 'radios.edit', payload: RADIO }, []],
    ['deleting a radio station', { id: 'radios.delete', payload: RADIO }, []],
  ] as [string, CommandRequest, string[]][])('in %s', async (_, request, commands) => {
    const scope = await signedInScope(LIBRARY)
    const { without, ran } = await walkDialog(scope, () => run(scope, request))
    expect(without).toEqual([])
    ran.delete(request.id)
    expect(ran).toEqual(new Set(commands))
  })

  it('in the remove-songs confirmation (opened again after each answer)', async () => {
    const scope = await signedInScope(LIBRARY)
    // The playlist page open with both its songs selected, then Delete (the command) asks first.
    const open = async () => {
      await allSettled(openPlaylistShown, { scope, params: { ...PLAYLIST, songs: SONGS } })
      await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: SONGS } })
      await run(scope, { id: 'playlists.removeSongs' })
    }
    const { without, ran, walked } = await walkDialog(scope, open)
    expect(without).toEqual([])
    expect(walked).toEqual(['in the dialog Remove from playlist?: button Cancel', 'in the dialog Remove from playlist?: button Remove'])
    ran.delete('playlists.removeSongs')
    expect(ran).toEqual(new Set([]))
  })

  it('in log out (opened again after each answer: the answer signs out)', async () => {
    const scope = await signedInScope(LIBRARY)
    const { without, ran } = await walkDialog(scope, () => allSettled(dialogOpened, { scope, params: 'logout' }))
    expect(without).toEqual([])
    expect(ran).toEqual(new Set([]))
  })

  it('in the update offer', async () => {
    answerFrom(LIBRARY)
    const updater: Updater = { check: async () => ({ version: '0.9.0', body: '- Faster start' }), install: async () => undefined, restart: async () => undefined }
    const { scope } = forkWithShell({ shell: createMemoryShell({ kind: 'desktop', updater }), handlers: [[relaunchDelayFx, () => undefined], TOASTS_CLOSE_AT_ONCE] })
    await signIn(scope)
    const { without, ran } = await walkDialog(
      scope,
      () => allSettled(updateCheckRequested, { scope }),
      () => allSettled(dialogOpened, { scope, params: 'update' }),
    )
    expect(without).toEqual([])
    expect(ran).toEqual(new Set([]))
  })

  it('in the palette, switching servers', async () => {
    const server = { url: 'http://music.test', authType: 'token', password: 'tok', salt: 'salt', protocolVersion: '1.16.1', serverType: 'navidrome' } as const
    answerFrom(LIBRARY)
    const { scope } = forkWithShell({
      handlers: [TOASTS_CLOSE_AT_ONCE],
      values: [[$savedServers, [{ ...server, id: 'alice@http://music.test', name: 'music.test', username: 'alice' }, { ...server, id: 'bob@http://music.test', name: 'music.test', username: 'bob' }]]],
    })
    await signIn(scope)
    const { without, ran, walked } = await walkDialog(scope, () => run(scope, { id: 'app.servers.chooseServer' }))
    expect(without).toEqual([])
    expect(walked).toContain('in the dialog Command palette: option music.testbob · http://music.test')
    expect(ran).toContain('app.servers.switchServer')
  })
})
