import { screen, within } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $folderTrail } from '../../../model/library/folder-page'
import { folderPageRequested } from '../../../model/library/folder-requests'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { FoldersScreen } from './FoldersScreen'

const DIRECTORIES: Record<string, unknown> = {
  'd-artist': { id: 'd-artist', name: 'Miles Quartet', child: [{ id: 'd-album', title: 'Blue Hours', isDir: true, parent: 'd-artist' }] },
  'd-album': {
    id: 'd-album',
    name: 'Blue Hours',
    parent: 'd-artist',
    child: [
      { id: 's1', title: 'Midnight Walk', isDir: false, track: 1, artist: 'Miles Quartet', album: 'Blue Hours', albumId: 'al-1' },
      { id: 's2', title: 'Smoke Rings', isDir: false, track: 2, artist: 'Miles Quartet', album: 'Blue Hours', albumId: 'al-1' },
    ],
  },
}

beforeEach(() => installLayoutStubs())
afterEach(() => {
  vi.unstubAllGlobals()
})

async function openFolder(folderId: string) {
  const fetched = stubFetch((url) => {
    const method = url.pathname.split('/').pop()
    if (method === 'getIndexes') return subsonicOk({ indexes: { index: [{ name: 'M', artist: [{ id: 'd-artist', name: 'Miles Quartet' }] }] } })
    if (method === 'getMusicDirectory') return subsonicOk({ directory: DIRECTORIES[url.searchParams.get('id') ?? ''] })
    return subsonicOk({})
  })
  const { scope } = forkWithShell()
  await signIn(scope)
  const open = async (id: string) => allSettled(folderPageRequested, { scope, params: id })
  // As the route layer does with the navigation, before the screen shows it.
  await open('')
  if (folderId !== '') {
    await open('d-artist')
    await open(folderId)
  }
  renderRoute({ scope, path: '/library/folders/:folderId?', at: folderId === '' ? '/library/folders' : `/library/folders/${folderId}`, element: <FoldersScreen /> })
  return { fetched, scope }
}

describe('FoldersScreen', () => {
  it('the top lists the artist folders of getIndexes as links', async () => {
    await openFolder('')
    await screen.findByRole('heading', { name: 'Folders', level: 1 })
    expect(screen.getByRole('link', { name: 'Miles Quartet' })).toHaveAttribute('href', '/library/folders/d-artist')
  })

  it('a folder walked down to: breadcrumbs back up, its songs in the song table', async () => {
    const { scope } = await openFolder('d-album')
    await screen.findByRole('heading', { name: 'Blue Hours', level: 1 })
    expect(scope.getState($folderTrail).map((step) => step.name)).toEqual(['Miles Quartet', 'Blue Hours'])
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' })
    expect(within(crumbs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Folders', '/library/folders'],
      ['Miles Quartet', '/library/folders/d-artist'],
    ])
    expect(within(crumbs).getByText('Blue Hours')).toHaveAttribute('aria-current', 'page')
    const table = await screen.findByRole('grid', { name: 'Songs in Blue Hours' })
    const rows = (await within(table).findAllByRole('row')).slice(1)
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Midnight Walk, Miles Quartet', 'Smoke Rings, Miles Quartet'])
  })
})
