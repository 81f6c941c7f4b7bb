import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../model/library/song'
import { $openDialog } from '../../model/dialogs/dialogs'
import { addToPlaylistRequested } from '../../model/playlists/add-to-playlist'
import type { PlaylistChange, PlaylistSummary } from '../../model/playlists/playlist-calls'
import { fetchPlaylistsFx, updatePlaylistFx } from '../../model/playlists/playlist-calls'
import { $playlistEditor } from '../../model/playlists/playlist-editor'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { DialogHost } from '../dialogs/DialogHost'

const PLAYLISTS: PlaylistSummary[] = [
  { id: 'p1', name: 'Road trip', comment: '', isPublic: false, songCount: 3, duration: 600 },
  { id: 'p2', name: 'Night drive', comment: '', isPublic: true, songCount: 1, duration: 200 },
  { id: 'p3', name: 'Morning jazz', comment: '', isPublic: false, songCount: 12, duration: 3000 },
]
const SONGS: Song[] = [
  { id: 's1', title: 'Midnight Walk' },
  { id: 's2', title: 'Smoke Rings' },
]

beforeAll(installLayoutStubs)
afterEach(() => vi.useRealTimers())

/** Opens the picker the way the command does (addToPlaylistRequested), through the app's DialogHost. */
async function openPicker() {
  const updates: PlaylistChange[] = []
  const { scope } = forkWithShell({
    handlers: [
      [fetchPlaylistsFx, async () => PLAYLISTS],
      [updatePlaylistFx, async (_connection: unknown, change: PlaylistChange) => void updates.push(change)],
    ],
  })
  await signIn(scope)
  renderInScope(<DialogHost />, { scope })
  await act(() => allSettled(addToPlaylistRequested, { scope, params: SONGS }))
  const dialog = await screen.findByRole('dialog', { name: 'Add to playlist' })
  return { scope, dialog, updates, user: userEvent.setup() }
}

const optionNames = (dialog: HTMLElement) => within(dialog).getAllByRole('option').map((option) => option.textContent)

describe('AddToPlaylistDialog', () => {
  it('lists "New playlist" then the playlists with their song counts, and says how many songs it adds', async () => {
    const { dialog } = await openPicker()
    expect(dialog).toHaveAccessibleDescription('Choose where to add 2 songs.')
    expect(optionNames(dialog)).toEqual(['New playlist', 'Road trip3 songs', 'Night drive1 song', 'Morning jazz12 songs'])
    expect(within(dialog).getByPlaceholderText('Search playlists')).toHaveFocus()
    // Announced by its purpose, not by the dialog's title (cmdk names its input after its root's label).
    expect(within(dialog).getByRole('combobox', { name: 'Search playlists' })).toHaveFocus()
  })

  it('filters by what is typed; Enter on a playlist adds the songs to it and closes', async () => {
    const { dialog, user, updates, scope } = await openPicker()
    await user.keyboard('night')
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Night drive1 song', 'New playlist']))
    expect(within(dialog).getByRole('option', { name: /Night drive/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(scope.getState($openDialog)).toBeNull()
    await waitFor(() => expect(updates).toEqual([{ id: 'p2', songIdsToAdd: ['s1', 's2'] }]))
  })

  it('says so when no playlist matches, and still offers "New playlist"', async () => {
    const { dialog, user } = await openPicker()
    await user.keyboard('qqq')
    await waitFor(() => expect(within(dialog).getByText('No playlist matches.')).toBeInTheDocument())
    expect(optionNames(dialog)).toEqual(['New playlist'])
  })

  it('"New playlist" opens the playlist form with the songs preselected', async () => {
    const { user, scope, updates } = await openPicker()
    await user.keyboard('{Enter}')
    const form = await screen.findByRole('dialog', { name: 'New playlist' })
    expect(within(form).getByText('2 songs will be added.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Add to playlist' })).toBeNull()
    expect(scope.getState($playlistEditor)).toEqual({ mode: 'create', songs: SONGS })
    expect(updates).toEqual([])
  })
})
