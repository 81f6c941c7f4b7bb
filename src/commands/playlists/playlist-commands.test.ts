import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { $openDialog } from '../../model/dialogs/dialogs'
import { $openPlaylist, openPlaylistShown } from '../../model/playlists/open-playlist'
import { $playlistEditor } from '../../model/playlists/playlist-editor'
import { fetchPlaylistsFx, updatePlaylistFx } from '../../model/playlists/playlist-calls'
import { fetchRadiosFx } from '../../model/radios/radio-calls'
import { radiosRefreshRequested } from '../../model/radios/radios'
import { commandTargetChanged } from '../../model/targets/command-target'
import { forkWithShell, signIn } from '../../testing/scope'
import { $enabledCommandIds, commandRequested } from '../registry'

const ROW_COMMANDS = ['playlists.addToPlaylist', 'playlists.edit', 'playlists.delete', 'playlists.removeSongs', 'radios.edit', 'radios.delete']
const song = { id: 's1', title: 'One' }

async function signedIn() {
  const { scope } = forkWithShell({
    handlers: [
      [fetchPlaylistsFx, async () => []],
      [fetchRadiosFx, async () => [{ id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live' }]],
    ],
  })
  await signIn(scope)
  const enabled = () => [...scope.getState($enabledCommandIds)].filter((id) => id.startsWith('playlists.') || id.startsWith('radios.'))
  return { scope, enabled }
}

describe('playlist and radio commands', () => {
  it('only offers New playlist, New radio station and the refreshes without a target', async () => {
    const { enabled } = await signedIn()
    expect(enabled()).toEqual(['playlists.new', 'playlists.refresh', 'radios.new', 'radios.refresh'])
    for (const id of ROW_COMMANDS) expect(enabled()).not.toContain(id)
  })

  it('offers Add to playlist for song rows', async () => {
    const { scope, enabled } = await signedIn()
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [song] } })
    expect(enabled()).toEqual(['playlists.new', 'playlists.addToPlaylist', 'playlists.refresh', 'radios.new', 'radios.refresh'])
  })

  it('offers Edit, Delete and Remove from playlist on an open playlist with its rows selected', async () => {
    const { scope, enabled } = await signedIn()
    await allSettled(openPlaylistShown, { scope, params: { id: 'p1', name: 'Road trip', comment: '', isPublic: false, songCount: 1, duration: 1, songs: [song] } })
    expect(enabled()).toEqual(['playlists.new', 'playlists.edit', 'playlists.delete', 'playlists.refresh', 'radios.new', 'radios.refresh'])
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [song] } })
    expect(enabled()).toContain('playlists.removeSongs')
    await allSettled(commandRequested, { scope, params: { id: 'playlists.edit' } })
    expect(scope.getState($openDialog)).toBe('playlistEditor')
    expect(scope.getState($playlistEditor)).toMatchObject({ mode: 'edit', playlist: { id: 'p1', name: 'Road trip' } })
  })

  it('offers Edit radio and Delete radio for a radio row', async () => {
    const { scope, enabled } = await signedIn()
    await allSettled(radiosRefreshRequested, { scope })
    await allSettled(commandTargetChanged, { scope, params: { kind: 'radio', id: 'r1', name: 'Jazz FM' } })
    expect(enabled()).toEqual(['playlists.new', 'playlists.refresh', 'radios.new', 'radios.edit', 'radios.delete', 'radios.refresh'])
    await allSettled(commandRequested, { scope, params: { id: 'radios.delete' } })
    expect(scope.getState($openDialog)).toBe('radioDelete')
  })
})

describe('moving a song of the open playlist by keyboard', () => {
  it('moves the one selected row up or down, within the list', async () => {
    const songs = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }]
    const updates: unknown[] = []
    const { scope } = forkWithShell({
      handlers: [
        [fetchPlaylistsFx, async () => []],
        [updatePlaylistFx, async (_connection: unknown, change: unknown) => void updates.push(change)],
      ],
    })
    await signIn(scope)
    await allSettled(openPlaylistShown, { scope, params: { id: 'p1', name: 'Road trip', comment: '', isPublic: false, songCount: 3, duration: 1, songs } })
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [songs[0] as (typeof songs)[number]] } })
    const enabled = () => [...scope.getState($enabledCommandIds)].filter((id) => id.startsWith('playlists.move'))
    expect(enabled()).toEqual(['playlists.moveSongDown'])
    await allSettled(commandRequested, { scope, params: { id: 'playlists.moveSongDown' } })
    expect(scope.getState($openPlaylist)?.songs.map((entry) => entry.id)).toEqual(['b', 'a', 'c'])
    expect(updates).toEqual([{ id: 'p1', songIndexesToRemove: [0, 1, 2], songIdsToAdd: ['b', 'a', 'c'] }])
    expect(enabled()).toEqual(['playlists.moveSongUp', 'playlists.moveSongDown'])
    await allSettled(commandRequested, { scope, params: { id: 'playlists.moveSongDown' } })
    expect(scope.getState($openPlaylist)?.songs.map((entry) => entry.id)).toEqual(['b', 'c', 'a'])
    expect(updates[1]).toEqual({ id: 'p1', songIndexesToRemove: [1, 2], songIdsToAdd: ['c', 'a'] })
    expect(enabled()).toEqual(['playlists.moveSongUp'])
  })
})
