import { screen, within } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homeOpened } from '../../../model/home/home-sections'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
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
