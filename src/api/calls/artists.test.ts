import { afterEach, describe, expect, it, vi } from 'vitest'

describe('sortArtistsByName', () => {
  afterEach(() => vi.restoreAllMocks())

  it('orders names as people read them: accents beside their letter, numbers by value, case aside', async () => {
    const { sortArtistsByName } = await import('./artists')
    const names = ['Zoë', 'émilie', 'Eagles', '10 Years', '2 Unlimited', 'Fleet']
    expect(sortArtistsByName(names.map((name) => ({ name }))).map((artist) => artist.name)).toEqual(['2 Unlimited', '10 Years', 'Eagles', 'émilie', 'Fleet', 'Zoë'])
  })

  it('orders by the sort name where the server sends one ("Beatles, The" among the B’s)', async () => {
    const { sortArtistsByName } = await import('./artists')
    const artists = [{ name: 'The Beatles', sortName: 'Beatles, The' }, { name: 'Björk' }, { name: 'Supertramp', sortName: '' }, { name: 'ABBA' }]
    expect(sortArtistsByName(artists).map((artist) => artist.name)).toEqual(['ABBA', 'The Beatles', 'Björk', 'Supertramp'])
  })

  it('builds its collator on first use, not while its module is evaluated (with the Albums screen’s model)', async () => {
    vi.resetModules()
    const Collator = Intl.Collator
    const collators = vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Collator>) {
      return new Collator(...args)
    } as typeof Collator)
    const { sortArtistsByName } = await import('./artists')
    expect(collators).not.toHaveBeenCalled()
    expect(sortArtistsByName([{ name: 'b' }, { name: 'A' }]).map((artist) => artist.name)).toEqual(['A', 'b'])
    sortArtistsByName([{ name: 'c' }])
    expect(collators).toHaveBeenCalledTimes(1)
  })
})
