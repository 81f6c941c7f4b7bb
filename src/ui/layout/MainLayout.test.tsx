import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import { forkWithShell } from '../../testing/scope'
import { renderInScope } from '../../testing/render'
import { getI18n } from 'react-i18next'
import { MainLayout } from './MainLayout'

// The layout's parts, each counting its renders (their own tests cover what they draw).
const renders = vi.hoisted(() => ({ sidebar: 0, header: 0, player: 0 }))
vi.mock('./Sidebar', () => ({ Sidebar: () => (renders.sidebar++, <nav aria-label="Library" />) }))
vi.mock('./Header', () => ({ Header: () => (renders.header++, <header />) }))
vi.mock('../player/PlayerBar', () => ({ PlayerBar: () => (renders.player++, <footer />) }))
vi.mock('./ResumeQueueBanner', () => ({ ResumeQueueBanner: () => null }))
vi.mock('../dialogs/DialogHost', () => ({ DialogHost: () => null }))
const warmIntl = vi.hoisted(() => vi.fn<(language: string, idle: (run: () => void) => void) => void>())
vi.mock('../format/warm-intl', () => ({ warmIntl }))

/** The layout at '/', around `screens` (its child routes). */
function renderLayout(screens: ReactNode) {
  const { scope } = forkWithShell()
  renderInScope(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<MainLayout />}>{screens}</Route>
      </Routes>
    </MemoryRouter>,
    { scope },
  )
}

it('a navigation renders the new screen, not the sidebar, header and player bar again', async () => {
  renderLayout(
    <>
      <Route index element={<Link to="/albums">Albums</Link>} />
      <Route path="albums" element={<h1>Albums</h1>} />
    </>,
  )
  await screen.findByRole('link', { name: 'Albums' })
  await waitFor(() => expect(renders.sidebar).toBeGreaterThan(0))
  const before = { ...renders }
  await userEvent.click(screen.getByRole('link', { name: 'Albums' }))
  expect(await screen.findByRole('heading', { name: 'Albums', level: 1 })).toBeInTheDocument()
  expect(renders).toEqual(before)
})

it("hands Intl's warm-up (warmIntl) the texts' language and an idle scheduler", async () => {
  renderLayout(<Route index element={<h1>Home</h1>} />)
  await waitFor(() => expect(warmIntl).toHaveBeenCalledWith(getI18n().language, expect.any(Function)))
})
