import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { routesForPreload } from '../router/route-preload'
import { RouteLink } from './RouteLink'

afterEach(() => routesForPreload([]))

it("fetches its page's code when the pointer enters it or it takes focus", () => {
  const artistPage = vi.fn<() => Promise<void>>(() => Promise.resolve())
  routesForPreload([{ path: 'library/artists/:artistId', handle: { preload: artistPage } }])
  const { scope } = forkWithShell()
  renderInScope(<RouteLink to={{ kind: 'artist', id: 'ar-1' }}>John Coltrane</RouteLink>, { scope })
  const link = screen.getByRole('link', { name: 'John Coltrane' })
  expect(link.getAttribute('href')).toBe('/library/artists/ar-1')
  fireEvent.pointerEnter(link)
  expect(artistPage).toHaveBeenCalledTimes(1)
  act(() => link.focus())
  expect(artistPage).toHaveBeenCalledTimes(2)
})
