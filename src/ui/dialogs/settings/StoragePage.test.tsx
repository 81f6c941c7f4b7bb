import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it } from 'vitest'
import { $openDialog, $settingsPage } from '../../../model/dialogs/dialogs'
import { offlineRequested } from '../../../model/offline/offline'
import { $mediaAddressing } from '../../../model/session/media-addressing'
import { createMemoryShell } from '../../../shell/memory-shell'
import { installLayoutStubs } from '../../../testing/dom'
import { fakeOfflineSongs } from '../../../testing/fake-offline-songs'
import { makeSongs } from '../../../testing/queue-songs'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
import { settleWithFakeTimers } from '../../../testing/settle'
import { StoragePage } from './StoragePage'

beforeAll(() => installLayoutStubs())

const album = makeSongs(2).map((song) => ({ ...song, albumId: 'al-1' }))
const other = makeSongs(3).map((song, index) => ({ ...song, id: `other-${index}`, albumId: 'al-2' }))

/** Keeps an item, waiting for its toast's timer on a faked clock. */
const keep = (scope: Scope, params: Parameters<typeof offlineRequested>[0]) => settleWithFakeTimers(() => allSettled(offlineRequested, { scope, params }))

async function storageWith(size: number) {
  const songs = fakeOfflineSongs(size)
  const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
  const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }]] })
  await signIn(scope)
  return { scope, songs }
}

describe('the Storage page', () => {
  it('in the desktop app says the songs are in the app’s data folder, and shows no browser estimate', async () => {
    const songs = Object.assign(fakeOfflineSongs(1024), { servedAt: '/kept-abc/', estimate: async () => null })
    const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
    const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://127.0.0.1:41234' }]] })
    await signIn(scope)
    await keep(scope, { type: 'keep', kind: 'album', id: 'al-1', name: 'Blue Train', songs: album })
    renderInScope(<StoragePage />, { scope })
    expect(await screen.findByText('Albums, playlists and the queue kept in the app’s data folder on this computer, to play without the server.')).toBeInTheDocument()
    expect(screen.getByText('Kept offline: 2 KB')).toBeInTheDocument()
    expect(screen.queryByText(/the browser allows it/)).not.toBeInTheDocument()
  })

  it('lists every kept item with its status and size, the total against the browser’s estimate; a half-kept item reads not kept, with why', async () => {
    const { scope, songs } = await storageWith(1024 * 1024)
    await keep(scope, { type: 'keep', kind: 'album', id: 'al-1', name: 'Blue Train', songs: album })
    songs.fail('other-1', 'quota')
    await keep(scope, { type: 'keep', kind: 'album', id: 'al-2', name: 'Giant Steps', songs: other })
    renderInScope(<StoragePage />, { scope })
    const table = await screen.findByRole('table', { name: 'Kept offline' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Album', 'Kept offline, 2 MB', '2 MB', 'Quality of “Blue Train”No limit (original)', 'Remove'],
      ['Album', 'Not kept offline: storage is full', '1 MB', 'Quality of “Giant Steps”No limit (original)', 'Remove'],
    ])
    expect(within(table).getByRole('rowheader', { name: 'Giant Steps' })).toBeInTheDocument()
    expect(within(table).getByRole('combobox', { name: 'Quality of “Giant Steps”' })).toHaveTextContent('No limit (original)')
    expect(screen.getByRole('combobox', { name: 'Quality of offline copies' })).toHaveTextContent('Same as streaming')
    expect(screen.getByText('Kept offline: 3 MB')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('This site uses 3 MB of the 954 MB the browser allows it')).toBeInTheDocument())
    expect(screen.getByText('Persistent: the browser will not remove it without asking')).toBeInTheDocument()
  })

  it('removes one item by its named button, and all of them only once the confirmation says so', async () => {
    const { scope, songs } = await storageWith(1024)
    await keep(scope, { type: 'keep', kind: 'album', id: 'al-1', name: 'Blue Train', songs: album })
    await keep(scope, { type: 'keep', kind: 'album', id: 'al-2', name: 'Giant Steps', songs: other })
    await keep(scope, { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Mix', songs: [other[0]!] })
    renderInScope(<StoragePage />, { scope })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remove “Blue Train” from offline' }))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Blue Train' })).toBeNull())
    expect(songs.stored.size).toBe(3)
    // A song shared by two items counts once in the total.
    expect(screen.getByText('Kept offline: 3 KB')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove all' }))
    expect(scope.getState($openDialog)).toBe('settings')
    expect(scope.getState($settingsPage)).toBe('storage')
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove all offline music?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(songs.stored.size).toBe(3)
    await user.click(screen.getByRole('button', { name: 'Remove all' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all' }))
    await waitFor(() => expect(screen.getByText(/Nothing is kept offline/)).toBeInTheDocument())
    expect(songs.stored.size).toBe(0)
  })
})
