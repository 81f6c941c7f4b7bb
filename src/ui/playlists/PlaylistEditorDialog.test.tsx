import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { $openDialog } from '../../model/dialogs/dialogs'
import type { PlaylistChange, PlaylistSummary } from '../../model/playlists/playlist-calls'
import { createPlaylistFx, fetchPlaylistsFx, updatePlaylistFx } from '../../model/playlists/playlist-calls'
import { editPlaylistRequested, newPlaylistRequested } from '../../model/playlists/playlist-editor'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { PlaylistEditorDialog } from './PlaylistEditorDialog'

const ROAD: PlaylistSummary = { id: 'p1', name: 'Road trip', comment: '', isPublic: true, songCount: 0, duration: 0 }

async function open(mode: 'create' | 'edit') {
  const create = vi.fn<(connection: unknown, params: unknown) => Promise<undefined>>(async (_connection: unknown, _params: unknown) => undefined)
  const update = vi.fn<(connection: unknown, change: PlaylistChange) => Promise<undefined>>(async (_connection: unknown, _change: PlaylistChange) => undefined)
  const { scope } = forkWithShell({
    handlers: [
      [createPlaylistFx, create],
      [updatePlaylistFx, update],
      [fetchPlaylistsFx, async () => []],
    ],
  })
  await signIn(scope)
  if (mode === 'create') await allSettled(newPlaylistRequested, { scope, params: [{ id: 's1', title: 'One' }] })
  else await allSettled(editPlaylistRequested, { scope, params: ROAD })
  renderInScope(<PlaylistEditorDialog />, { scope })
  const name = mode === 'create' ? 'New playlist' : 'Edit playlist'
  return { scope, create, update, dialog: await screen.findByRole('dialog', { name }), user: userEvent.setup() }
}

beforeAll(installLayoutStubs)
afterEach(() => vi.useRealTimers())

describe('PlaylistEditorDialog', () => {
  it('says "Playlist name must be at least 2 characters." on the name field and sends nothing', async () => {
    const { dialog, user, create } = await open('create')
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    await user.type(name, 'a')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(name).toHaveAccessibleDescription('Playlist name must be at least 2 characters.')
    expect(name).toBeInvalid()
    expect(create).not.toHaveBeenCalled()
    await user.type(name, 'b')
    expect(name).not.toHaveAccessibleDescription('Playlist name must be at least 2 characters.')
  })

  it('creates with name, comment, public flag and the picked songs', async () => {
    const { dialog, user, create, scope } = await open('create')
    expect(within(dialog).getByText('1 song will be added.')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Road trip')
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Long drives')
    const isPublic = within(dialog).getByRole('switch', { name: 'Public' })
    expect(isPublic).not.toBeChecked()
    await user.click(isPublic)
    expect(isPublic).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.anything(), { form: { name: 'Road trip', comment: 'Long drives', isPublic: true }, songIds: ['s1'] }),
    )
    await waitFor(() => expect(scope.getState($openDialog)).toBeNull())
  })

  it('edits the details of an existing playlist', async () => {
    const { dialog, user, update } = await open('edit')
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveValue('Road trip')
    expect(within(dialog).getByRole('switch', { name: 'Public' })).toBeChecked()
    await user.clear(name)
    await user.type(name, 'Night drive')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.anything(), { id: 'p1', name: 'Night drive', comment: '', isPublic: true }))
  })
})
