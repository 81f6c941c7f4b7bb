import { COMMAND_CATEGORIES, KEY_CONTEXTS } from './command'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { $openDialog } from '../model/dialogs/dialogs'
import { $pages, hideRadiosSectionChanged } from '../model/layout/pages'
import { $sidebarExpanded } from '../model/layout/sidebar'
import { navigatorAttached } from '../model/navigation/navigation'
import { serverSaved } from '../model/session/server-config'
import { createMemoryShell } from '../shell/memory-shell'
import { englishText } from '../testing/i18n'
import { fakeNavigator, forkWithShell } from '../testing/scope'
import { $enabledCommandIds, COMMANDS, commandRequested, findCommand } from './registry'
import { commandTargetChanged } from '../model/targets/command-target'
// The Albums list's own event: what reaches its model once loaded (a lazy request is replayed).
import { moreAlbumsRequested } from '../model/library/album-list'

const SERVER = {
  url: 'http://music.test',
  credentials: { authType: 'token' as const, username: 'alice', token: 'tok', salt: 'salt' },
  protocolVersion: '1.16.1',
  serverType: 'supysonic',
}

/** Signed in on the desktop host, where every command (even "Check for updates") can exist. */
async function signedInScope() {
  const updater = { check: async () => null, install: async () => undefined, restart: async () => undefined }
  const desktopWindow = { setTray: async () => undefined, setMenu: async () => undefined, onTrayItem: () => undefined, toggleVisible: async () => undefined, hide: async () => undefined, onCloseRequested: () => undefined, quit: async () => undefined }
  const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop', updater }), desktopWindow } })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await allSettled(serverSaved, { scope, params: SERVER })
  return { scope, navigator }
}

describe('COMMANDS', () => {
  it('gives every command a unique id', () => {
    const ids = COMMANDS.map((command) => command.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(findCommand(id)?.id).toBe(id)
    expect(findCommand('no.such.command')).toBeUndefined()
  })

  it('gives every command a title that exists in en-US.json', () => {
    const missing = COMMANDS.filter((command) => englishText(command.title) === undefined).map((command) => command.title)
    expect(missing).toEqual([])
  })

  it('puts every command in a known category, and only the page commands under pages', () => {
    for (const command of COMMANDS) expect(COMMAND_CATEGORIES).toContain(command.category)
    expect(COMMANDS.filter((command) => command.category === 'pages').map((command) => command.id)).toEqual([
      'pages.home',
      'pages.artists',
      'pages.songs',
      'pages.albums',
      'pages.playlists',
      'pages.radios',
      'pages.folders',
      'pages.offline',
    ])
  })

  it('only lets chords with Ctrl/Meta fire in text fields', () => {
    const anywhere = COMMANDS.flatMap((command) => command.keys.filter((key) => key.when === 'anywhere'))
    expect(anywhere.length).toBeGreaterThan(0)
    expect(anywhere.filter((key) => !/^(Mod|Ctrl|Meta|Cmd)\+/.test(key.key))).toEqual([])
  })

  it('names every command by its category, which is its folder, and derives its title from the id', () => {
    const files = import.meta.glob('./*/*.ts', { eager: true }) as Record<string, Record<string, unknown>>
    for (const command of COMMANDS) {
      expect(command.id.split('.')[0]).toBe(command.category)
      expect(command.title).toBe(`commands.${command.id}`)
      const folders = Object.entries(files)
        .filter(([, exports]) => Object.values(exports).includes(command))
        .map(([path]) => path.split('/')[1])
      expect({ id: command.id, folders }).toEqual({ id: command.id, folders: [command.category] })
    }
    expect(findCommand('app.toggleInfoPanel')).toBeUndefined()
    expect(findCommand('view.toggleInfoPanel')?.category).toBe('view')
  })

  it('lists the commands and the contexts of their keybindings', () => {
    const contexts = new Map<string, number>()
    for (const key of COMMANDS.flatMap((command) => command.keys)) contexts.set(key.when ?? 'idle', (contexts.get(key.when ?? 'idle') ?? 0) + 1)
    console.info(`${COMMANDS.length} commands (${COMMANDS.filter((command) => command.payloadOnly).length} payload-only, ${COMMANDS.filter((command) => command.inPalette).length} in the palette); keybindings by context: ${[...contexts].map(([when, count]) => `${when} ${count}`).join(', ')}`)
    expect(COMMANDS.length).toBeGreaterThanOrEqual(55)
    for (const when of contexts.keys()) expect(KEY_CONTEXTS).toContain(when)
  })
})

describe('commandRequested', () => {
  it('runs nothing before a server is configured', async () => {
    const { scope } = forkWithShell()
    const navigator = fakeNavigator()
    await allSettled(navigatorAttached, { scope, params: navigator })
    expect(scope.getState($enabledCommandIds).size).toBe(0)
    await allSettled(commandRequested, { scope, params: { id: 'pages.albums' } })
    await allSettled(commandRequested, { scope, params: { id: 'view.toggleSidebar' } })
    await allSettled(commandRequested, { scope, params: { id: 'view.openPalette' } })
    expect(navigator.paths).toEqual([])
    expect(scope.getState($sidebarExpanded)).toBe(true)
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('enables every command once a server is configured (row commands once rows are their target, player commands once something plays)', async () => {
    const { scope } = await signedInScope()
    const initial = scope.getState($enabledCommandIds)
    const enabled = new Set(initial)
    await allSettled(commandTargetChanged, {
      scope,
      params: { kind: 'songs', songs: [{ id: 's1', title: 'Midnight Walk', albumId: 'al1', artistId: 'ar1' }] },
    })
    for (const id of scope.getState($enabledCommandIds)) enabled.add(id)
    await allSettled(commandTargetChanged, { scope, params: { kind: 'album', id: 'al1', name: 'Blue Hours' } })
    for (const id of scope.getState($enabledCommandIds)) enabled.add(id)
    // These act on an open playlist, a playlist row or a radio row, a focused table, or only on what a button passes.
    const otherTargets = new Set([
      ...COMMANDS.filter((command) => command.payloadOnly).map((command) => command.id),
      'library.toggleAlbumLike',
      'library.playFromRow',
      'library.selectAllRows',
      'library.playArtistRadio',
      'library.shuffleArtistRadio',
      'playlists.edit',
      'playlists.delete',
      'playlists.removeSongs',
      'playlists.moveSongUp',
      'playlists.moveSongDown',
      'radios.edit',
      'radios.delete',
      // Keeping a playlist needs a playlist in view; keeping the queue, songs in it.
      'offline.keepPlaylist',
      'offline.keepQueue',
      // A server from the palette's list or the login screen's; the list needs another saved server.
      'app.servers.switchServer',
      'app.servers.forgetServer',
      // A music folder from the palette's list or the settings; every folder once one is chosen.
      'library.folders.setMusicFolder',
      'library.folders.showEveryMusicFolder',
      'app.servers.chooseServer',
      // Close-to-tray: only once the desktop's tray shows (none here).
      'app.desktop.toggleCloseToTray',
      // Album ratings: only where the server rates albums (Navidrome), not this one.
      ...COMMANDS.filter((command) => command.id.startsWith('library.albumRating.')).map((command) => command.id),
    ])
    const player = new Set(['playback', 'queue'])
    expect([...enabled].filter((id) => !player.has(findCommand(id)!.category)).sort()).toEqual(
      COMMANDS.filter((command) => !player.has(command.category) && !otherTargets.has(command.id))
        .map((command) => command.id)
        .sort(),
    )
    expect([...initial].filter((id) => player.has(findCommand(id)!.category)).sort()).toEqual([
      'playback.effects.chooseEqualizerPreset',
      'playback.effects.toggleCrossfade',
      'playback.effects.toggleEqualizer',
      'playback.listening.bookmarks',
      'playback.quality.kbps128',
      'playback.quality.kbps192',
      'playback.quality.kbps320',
      'playback.quality.kbps64',
      'playback.quality.next',
      'playback.quality.original',
      'playback.toggleMute',
      'playback.volumeDown',
      'playback.volumeUp',
      'queue.cycleRepeat',
      'queue.mix.shuffleAll',
    ])
  })

  it.each([
    ['pages.home', '/'],
    ['pages.artists', '/library/artists'],
    ['pages.songs', '/library/songs'],
    ['pages.albums', '/library/albums'],
    ['pages.playlists', '/library/playlists'],
    ['pages.radios', '/library/radios'],
    ['pages.folders', '/library/folders'],
    ['pages.offline', '/library/offline'],
  ] as const)('%s navigates to %s', async (id, path) => {
    const { scope, navigator } = await signedInScope()
    await allSettled(commandRequested, { scope, params: { id } })
    expect(navigator.paths).toEqual([path])
    expect(navigator.replaced).toEqual([false])
  })

  it('runs a command on the payload passed, or on its context, and not without either', async () => {
    const { scope, navigator } = await signedInScope()
    await allSettled(commandRequested, { scope, params: { id: 'library.openAlbum' } })
    expect(navigator.paths).toEqual([])
    await allSettled(commandRequested, { scope, params: { id: 'library.openAlbum', payload: { albumId: 'al7' } } })
    expect(navigator.paths).toEqual(['/library/albums/al7'])
    await allSettled(commandTargetChanged, { scope, params: { kind: 'album', id: 'al1', name: 'Blue Hours' } })
    await allSettled(commandRequested, { scope, params: { id: 'library.openAlbum' } })
    expect(navigator.paths).toEqual(['/library/albums/al7', '/library/albums/al1'])
  })

  it('runs a payload-only command with its payload, never from context (no key, not in the palette)', async () => {
    const { scope, navigator } = await signedInScope()
    expect(scope.getState($enabledCommandIds).has('library.openArtist')).toBe(false)
    await allSettled(commandRequested, { scope, params: { id: 'library.openArtist' } })
    expect(navigator.paths).toEqual([])
    await allSettled(commandRequested, { scope, params: { id: 'library.openArtist', payload: { artistId: 'ar3' } } })
    expect(navigator.paths).toEqual(['/library/artists/ar3'])
    const payloadOnly = COMMANDS.filter((command) => command.payloadOnly)
    expect(payloadOnly.length).toBeGreaterThan(10)
    for (const command of payloadOnly) expect([command.id, command.keys, command.inPalette]).toEqual([command.id, [], false])
  })

  it('runs a payload-only command without payload (the Albums grid asking for more) only when its caller passes one', async () => {
    const { scope } = forkWithShell()
    const loads: unknown[] = []
    const unwatch = moreAlbumsRequested.watch(() => loads.push('more'))
    await allSettled(commandRequested, { scope, params: { id: 'library.moreAlbums' } })
    expect(loads).toEqual([])
    await allSettled(commandRequested, { scope, params: { id: 'library.moreAlbums', payload: undefined } })
    expect(loads).toEqual(['more'])
    unwatch()
  })

  it('keeps list keys (Enter, Ctrl/⌘+A in a table; Alt+↑/↓, Delete in the queue) out of the palette, bound and remappable', () => {
    const listKeys = ['library.playFromRow', 'library.selectAllRows', 'queue.moveSongUp', 'queue.moveSongDown', 'queue.removeSongs'] as const
    for (const id of listKeys) {
      const command = findCommand(id)!
      expect([id, command.inPalette, command.keys.length > 0]).toEqual([id, false, true])
    }
    expect(COMMANDS.filter((command) => !command.inPalette && !command.payloadOnly).map((command) => command.id).sort()).toEqual([...listKeys].sort())
  })

  it('runs only the command asked for', async () => {
    const { scope, navigator } = await signedInScope()
    // @ts-expect-error an unknown id does not compile; at run time nothing runs either
    await allSettled(commandRequested, { scope, params: { id: 'no.such.command' } })
    expect(navigator.paths).toEqual([])
    expect(scope.getState($openDialog)).toBeNull()
    expect(scope.getState($sidebarExpanded)).toBe(true)
  })

  it('disables Go to Radios while the radios section is hidden', async () => {
    const { scope, navigator } = await signedInScope()
    await allSettled(hideRadiosSectionChanged, { scope, params: true })
    expect(scope.getState($pages).hideRadiosSection).toBe(true)
    expect(scope.getState($enabledCommandIds).has('pages.radios')).toBe(false)
    await allSettled(commandRequested, { scope, params: { id: 'pages.radios' } })
    expect(navigator.paths).toEqual([])
  })

  it('toggles the sidebar', async () => {
    const { scope } = await signedInScope()
    await allSettled(commandRequested, { scope, params: { id: 'view.toggleSidebar' } })
    expect(scope.getState($sidebarExpanded)).toBe(false)
    await allSettled(commandRequested, { scope, params: { id: 'view.toggleSidebar' } })
    expect(scope.getState($sidebarExpanded)).toBe(true)
  })

  it('toggles the palette and opens the other dialogs', async () => {
    const { scope } = await signedInScope()
    await allSettled(commandRequested, { scope, params: { id: 'view.openPalette' } })
    expect(scope.getState($openDialog)).toBe('palette')
    await allSettled(commandRequested, { scope, params: { id: 'view.openPalette' } })
    expect(scope.getState($openDialog)).toBeNull()
    await allSettled(commandRequested, { scope, params: { id: 'view.openShortcuts' } })
    expect(scope.getState($openDialog)).toBe('shortcuts')
    await allSettled(commandRequested, { scope, params: { id: 'app.openSettings' } })
    expect(scope.getState($openDialog)).toBe('settings')
  })

  it('asks for confirmation before logging out', async () => {
    const { scope, navigator } = await signedInScope()
    await allSettled(commandRequested, { scope, params: { id: 'app.logOut' } })
    expect(scope.getState($openDialog)).toBe('logout')
    expect(scope.getState($enabledCommandIds).has('app.logOut')).toBe(true)
    expect(navigator.paths).toEqual([])
  })
})
