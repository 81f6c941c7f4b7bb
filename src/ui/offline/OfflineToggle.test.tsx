import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { $mediaAddressing } from '../../model/session/media-addressing'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { OfflineToggle } from './OfflineToggle'

describe('Available offline', () => {
  it('a toggle: pressed once the album is kept, with its progress and size said in a status line; pressed again removes it', async () => {
    const songs = fakeOfflineSongs(2048)
    const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
    const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }]] })
    await signIn(scope)
    const album = makeSongs(2)
    stubFetch(() => subsonicOk({ album: { id: 'al-1', name: 'Blue Train', songCount: 2, song: album } }))
    songs.hold()
    renderInScope(<OfflineToggle kind="album" id="al-1" />, { scope })
    const toggle = screen.getByRole('button', { name: 'Available offline' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.setup().click(toggle)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keeping offline: 0 of 2 songs'))
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    songs.release()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept offline, 4 KB'))
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.setup().click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'))
    expect(songs.stored.size).toBe(0)
  })
})
