import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VirtuosoMockContext } from 'react-virtuoso'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Song } from '../../model/library/song'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { DEFAULT_SONG_COLUMNS } from './song-columns'
import { SongTable } from './SongTable'

const SONGS: Song[] = [
  { id: 's1', title: 'Midnight Walk', userRating: 2 },
  { id: 's2', title: 'Smoke Rings' },
  { id: 's3', title: 'Analog Dreams', userRating: 5 },
]

beforeAll(() => installLayoutStubs())

describe('Rating column', () => {
  it('shows each song’s stars by name and sorts by rating, unrated last', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    renderInScope(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 40 }}>
        <SongTable tableId="songs" label="Songs" songs={SONGS} defaultColumns={DEFAULT_SONG_COLUMNS.songs} paged={false} />
      </VirtuosoMockContext.Provider>,
      { scope },
    )
    const table = await screen.findByRole('grid', { name: 'Songs' })
    const row = (title: string) => within(table).getByRole('row', { name: new RegExp(`^${title}`) })
    expect(within(row('Analog Dreams')).getByRole('img', { name: '5 of 5 stars' })).toHaveTextContent('★★★★★')
    expect(within(row('Midnight Walk')).getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument()
    expect(within(row('Smoke Rings')).queryByRole('img', { name: /stars/ })).toBeNull()

    const header = within(table).getByRole('columnheader', { name: /Rating/ })
    const user = userEvent.setup()
    await user.click(within(header).getByRole('button'))
    await user.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    const order = within(table).getAllByRole('row').slice(1).map((item) => item.getAttribute('aria-label'))
    expect(order).toEqual(['Analog Dreams', 'Midnight Walk', 'Smoke Rings'])
  })
})
