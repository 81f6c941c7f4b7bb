import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { $openDialog, dialogOpened } from '../../model/dialogs/dialogs'
import { persistedStoresLoadRequested } from '../../model/persistence/persist-store'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { CommandPalette } from './CommandPalette'

/**
 * Issue 13: the models of the library, playlist and radio commands load on a command's first
 * use, not when the palette lists the commands. A module spy: each factory runs when its module is
 * first evaluated, and gives the real module.
 */
const evaluated = vi.hoisted(() => new Set<string>())
function spied(name: string) {
  return async (importOriginal: () => Promise<unknown>) => {
    evaluated.add(name)
    return importOriginal()
  }
}
vi.mock('../../model/library/album-page', spied('library/album-page'))
vi.mock('../../model/library/album-list', spied('library/album-list'))
vi.mock('../../model/library/album-rating', spied('library/album-rating'))
vi.mock('../../model/library/download-songs', spied('library/download-songs'))
vi.mock('../../model/library/instant-mix', spied('library/instant-mix'))
vi.mock('../../model/library/play-album', spied('library/play-album'))
vi.mock('../../model/library/rating', spied('library/rating'))
vi.mock('../../model/library/shuffle-all', spied('library/shuffle-all'))
vi.mock('../../model/library/songs-list', spied('library/songs-list'))
vi.mock('../../model/library/star', spied('library/star'))
vi.mock('../../model/playlists/add-to-playlist', spied('playlists/add-to-playlist'))
vi.mock('../../model/playlists/playlist-calls', spied('playlists/playlist-calls'))
vi.mock('../../model/playlists/playlist-editor', spied('playlists/playlist-editor'))
vi.mock('../../model/playlists/playlist-songs', spied('playlists/playlist-songs'))
vi.mock('../../model/radios/radio-calls', spied('radios/radio-calls'))
vi.mock('../../model/radios/radio-editor', spied('radios/radio-editor'))

beforeAll(() => {
  installLayoutStubs()
})

describe('the palette and the lazily loaded models', () => {
  it('lists the library, playlist and radio commands without loading their models; the first use loads one and runs', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(dialogOpened, { scope, params: 'palette' })
    const user = userEvent.setup()
    renderInScope(<CommandPalette />, { scope })
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' })
    const commands = within(dialog).getByRole('group', { name: 'Commands' })
    for (const name of [/Shuffle all songs/, /New playlist/, /Refresh the playlists/, /New radio station/]) {
      expect(within(commands).getByRole('option', { name })).toBeInTheDocument()
    }
    expect([...evaluated]).toEqual([])

    await user.click(within(commands).getByRole('option', { name: /New playlist/ }))

    await waitFor(() => expect(scope.getState($openDialog)).toBe('playlistEditor'))
    expect(evaluated).toContain('playlists/playlist-editor')
    expect(evaluated).not.toContain('library/star')
  })
})
