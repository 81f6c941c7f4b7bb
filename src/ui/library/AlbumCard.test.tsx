import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createWatch } from 'effector'
import { albumPlayRequested } from '../../model/library/play-album'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { $commandTarget } from '../../model/targets/command-target'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { routesForPreload } from '../router/route-preload'
import { AlbumCard } from './AlbumCard'

const album = { id: 'al-1', name: 'Blue Train', artist: 'John Coltrane', artistId: 'ar-1', coverArt: 'al-1', year: 1957, genre: 'Jazz', songCount: 5 }

describe('AlbumCard', () => {
  beforeAll(installLayoutStubs)

  it('opens its context menu on the first right click, once the menu code has loaded', async () => {
    const { scope } = forkWithShell()
    renderInScope(<AlbumCard album={album} />, { scope })
    const card = screen.getByRole('link', { name: /^Blue Train\s*John Coltrane/ })
    expect(card.getAttribute('href')).toBe('/library/albums/al-1')
    fireEvent.contextMenu(card, { clientX: 20, clientY: 30 })
    expect(scope.getState($commandTarget)).toEqual({ kind: 'album', id: 'al-1', name: 'Blue Train' })
    // The menu's chunk is imported on that first right click: allow for a slow, shared machine.
    expect(await screen.findByRole('menuitem', { name: /Play album/ }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: /Shuffle album/ })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: /Open album/ })).toBeTruthy()
  })

  it("is the command target while it has focus only, and its menu runs on the card's album", async () => {
    const { scope } = forkWithShell()
    const played: unknown[] = []
    createWatch({ unit: albumPlayRequested, scope, fn: (request) => played.push(request) })
    renderInScope(<AlbumCard album={album} />, { scope })
    const card = screen.getByRole('link', { name: /^Blue Train\s*John Coltrane/ })
    act(() => card.focus())
    expect(scope.getState($commandTarget)).toEqual({ kind: 'album', id: 'al-1', name: 'Blue Train' })
    act(() => card.blur())
    expect(scope.getState($commandTarget)).toBeNull()
    fireEvent.contextMenu(card, { clientX: 20, clientY: 30 })
    const play = await screen.findByRole('menuitem', { name: /Play album/ }, { timeout: 10_000 })
    act(() => card.blur())
    fireEvent.click(play)
    // The album model loads on the first play (issue 13), then plays once.
    await waitFor(() => expect(played).toEqual([{ id: 'al-1', shuffle: false }]))
  })
})

describe('AlbumCard preloading', () => {
  beforeAll(installLayoutStubs)

  it("fetches the album page's code when the pointer enters the card or the card takes focus", () => {
    const albumPage = vi.fn<() => Promise<void>>(() => Promise.resolve())
    const albumsPage = vi.fn<() => Promise<void>>(() => Promise.resolve())
    routesForPreload([
      { path: 'library/albums', handle: { preload: albumsPage } },
      { path: 'library/albums/:albumId', handle: { preload: albumPage } },
    ])
    const { scope } = forkWithShell()
    renderInScope(<AlbumCard album={album} />, { scope })
    const card = screen.getByRole('link', { name: /^Blue Train\s*John Coltrane/ })
    fireEvent.pointerEnter(card)
    expect(albumPage).toHaveBeenCalledTimes(1)
    act(() => card.focus())
    expect(albumPage).toHaveBeenCalledTimes(2)
    expect(albumsPage).not.toHaveBeenCalled()
    routesForPreload([])
  })
})

describe('AlbumCard actions', () => {
  beforeAll(installLayoutStubs)

  it('plays the album from its Play button', async () => {
    const played: unknown[] = []
    const { scope } = forkWithShell()
    await signIn(scope)
    const unwatch = albumPlayRequested.watch((request) => played.push(request))
    renderInScope(<AlbumCard album={album} />, { scope })
    fireEvent.click(screen.getByRole('button', { name: 'Play Blue Train' }))
    unwatch()
    expect(played).toEqual([{ id: 'al-1', shuffle: false }])
  })

  it('opens the card menu from its menu button (keyboard users have no right click)', async () => {
    const { scope } = forkWithShell()
    renderInScope(<AlbumCard album={album} />, { scope })
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Blue Train' }))
    expect(scope.getState($commandTarget)).toEqual({ kind: 'album', id: 'al-1', name: 'Blue Train' })
    expect(await screen.findByRole('menuitem', { name: /Play album/ }, { timeout: 10_000 })).toBeTruthy()
  })
})
