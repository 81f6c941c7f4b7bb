import { cleanup, screen } from '@testing-library/react'
import { VirtuosoMockContext } from 'react-virtuoso'
import { beforeAll, expect, it } from 'vitest'
import type { Song } from '../../../model/library/song'
import { installLayoutStubs } from '../../../testing/dom'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
import { AlbumSongs } from './AlbumSongs'

const song = (id: string, discNumber: number): Song => ({ id, title: `Song ${id}`, artist: 'Miles Quartet', album: 'Blue Hours', duration: 5, discNumber })

beforeAll(() => installLayoutStubs())

async function renderSongs(songs: readonly Song[]) {
  const { scope } = forkWithShell()
  await signIn(scope)
  renderInScope(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 40 }}>
      <AlbumSongs songs={songs} label="Blue Hours" />
    </VirtuosoMockContext.Provider>,
    { scope },
  )
  const filter = screen.getByRole('button', { name: 'Filter by rating' })
  const sortStatus = screen.getAllByRole('status').find((status) => status.textContent === "In the list's own order")
  return { filter, sortStatus }
}

it("puts a one-disc album's rating filter in its table's toolbar, beside the sort status, and above the discs of several", async () => {
  const one = await renderSongs([song('1', 1), song('2', 1)])
  expect(one.sortStatus?.closest('.data-table-frame')?.contains(one.filter)).toBe(true)
  cleanup()
  const several = await renderSongs([song('1', 1), song('2', 2)])
  expect(several.filter.closest('.data-table-frame')).toBeNull()
  expect(screen.getAllByRole('grid')).toHaveLength(2)
})
