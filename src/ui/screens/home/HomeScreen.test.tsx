import { screen, within } from '@testing-library/react'
import { allSettled, scopeBind } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $unreachablePingMs, callOutcomeSeen } from '../../../model/connectivity/reachability'
import { homeOpened } from '../../../model/home/home-sections'
import { keptDocumentKey, KEPT_DOCUMENT_VERSION } from '../../../model/offline/kept-document'
import type { KeptItem } from '../../../model/offline/kept-document'
import { $keptServerKey, keptLibraryRequested } from '../../../model/offline/kept-library'
import { $mediaAddressing } from '../../../model/session/media-addressing'
import { $connection } from '../../../model/session/server-config'
import { $sessionCheckPending, sessionCheckStarted } from '../../../model/session/session-check'
import { createMemoryShell } from '../../../shell/memory-shell'
import { makeSongs } from '../../../testing/queue-songs'
import { TOASTS_CLOSE_AT_ONCE } from '../../../testing/toast-log'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, forkWithStoredServer, keepsOfflineStored, signIn } from '../../../testing/scope'
import { HomeScreen } from './HomeScreen'

const album = (id: string) => ({ id, name: `Album ${id}`, artist: 'Miles Quartet', artistId: 'ar-1', songCount: 4 })

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

describe('HomeScreen', () => {
  it('gives each section a "See all" link to the Albums list with that section\'s filter', async () => {
    stubFetch((url) => subsonicOk({ albumList2: { album: [album(`${url.searchParams.get('type')}-1`)] } }))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(homeOpened, { scope })
    renderInScope(<HomeScreen />, { scope })
    const expected = { 'Recently played': 'recent', 'Most played': 'frequent', 'Recently added': 'newest', Explore: 'random' }
    for (const [title, filter] of Object.entries(expected)) {
      const section = screen.getByRole('region', { name: title })
      const link = within(section).getByRole('link', { name: `See all: ${title}` })
      expect(link.textContent).toBe('See all')
      expect(link.getAttribute('href')).toBe(`/library/albums?filter=${filter}`)
      expect(within(section).getByRole('link', { name: new RegExp(`^Album ${filter}-1`) })).toBeTruthy()
    }
  })
})

describe('HomeScreen while the server cannot be reached', () => {
  it('shows the albums and playlists kept whole first, says the server cannot be reached, and says why the rows are empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const shell = createMemoryShell({ documents: new Map() })
    const fork = () => forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }], [$unreachablePingMs, 3_600_000]], handlers: [TOASTS_CLOSE_AT_ONCE] }).scope
    // The document is stored before the session that shows it (a reload).
    const before = fork()
    await signIn(before)
    const item = (kind: KeptItem['kind'], id: string, name: string, status: KeptItem['status']): KeptItem => {
      const songs = makeSongs(2)
      return { kind, id, name, quality: { maxBitRate: 0, format: '' }, songs, stored: songs.map((song) => song.id), bytes: 0, status }
    }
    const items = [item('album', 'al-1', 'Blue Hours', 'kept'), item('playlist', 'pl-1', 'Commute', 'kept'), item('album', 'al-2', 'Half Kept', 'paused')]
    await shell.documents.set(keptDocumentKey(before.getState($keptServerKey)!), { version: KEPT_DOCUMENT_VERSION, state: { items } })
    const scope = fork()
    await signIn(scope)
    const server = scope.getState($connection)!.url
    await allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server } })
    await allSettled(homeOpened, { scope })
    await allSettled(keptLibraryRequested, { scope })
    renderInScope(<HomeScreen />, { scope })
    const kept = await screen.findByRole('region', { name: 'Available offline' })
    expect(within(kept).getByRole('link', { name: /^Blue Hours/ })).toBeTruthy()
    expect(within(kept).getByRole('link', { name: 'Commute' })).toBeTruthy()
    expect(within(kept).queryByRole('link', { name: /^Half Kept/ })).toBeNull()
    expect(within(kept).getByText(/^The server cannot be reached\./)).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Recently played' })).getByText('Not shown while the server cannot be reached.')).toBeTruthy()
  })
})

describe('HomeScreen while the start-up check is under way for an account that keeps something', () => {
  it('shows what is kept first at once, saying it waits for the server (not that it cannot be reached), and the usual Home once the server answers', async () => {
    const held: Array<() => void> = []
    stubFetch((url) =>
      /\/ping(\.view)?$/.test(url.pathname) ? new Promise<Response>((resolve) => held.push(() => resolve(subsonicOk()))) : subsonicOk({ albumList2: { album: [album(`${url.searchParams.get('type')}-1`)] } }),
    )
    const shell = createMemoryShell({ documents: new Map() })
    const { scope } = forkWithStoredServer({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }], [$unreachablePingMs, 3_600_000]] })
    const songs = makeSongs(2)
    const items: KeptItem[] = [{ kind: 'album', id: 'al-1', name: 'Blue Hours', quality: { maxBitRate: 0, format: '' }, songs, stored: songs.map((song) => song.id), bytes: 0, status: 'kept' }]
    await shell.documents.set(keptDocumentKey(scope.getState($keptServerKey)!), { version: KEPT_DOCUMENT_VERSION, state: { items } })
    await keepsOfflineStored(scope)
    // Not allSettled: the check's ping is held until the server answers.
    scopeBind(sessionCheckStarted, { scope })()
    scopeBind(homeOpened, { scope })()
    scopeBind(keptLibraryRequested, { scope })()
    renderInScope(<HomeScreen />, { scope })
    const kept = await screen.findByRole('region', { name: 'Available offline' })
    expect(within(kept).getByRole('link', { name: /^Blue Hours/ })).toBeTruthy()
    expect(within(kept).getByText(/^Waiting for the server’s answer\./)).toBeTruthy()
    expect(within(kept).queryByText(/cannot be reached/)).toBeNull()
    expect(scope.getState($sessionCheckPending)).toBe(true)
    for (const answer of held.splice(0)) answer()
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Available offline' })).toBeNull())
    expect(within(screen.getByRole('region', { name: 'Recently played' })).getByRole('link', { name: /^Album recent-1/ })).toBeTruthy()
  })
})
