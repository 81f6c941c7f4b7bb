import { describe, expect, it, vi } from 'vitest'
import { forkWithShell, signIn } from '../../testing/scope'
import { $coverArtUrl } from './cover-art'

const built = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../api/core/media-urls', async (original) => {
  const urls = await original<typeof import('../../api/core/media-urls')>()
  return { ...urls, coverArtUrl: (...args: Parameters<typeof urls.coverArtUrl>) => (built.count++, urls.coverArtUrl(...args)) }
})

describe('cover addresses', () => {
  it('are built once per cover and size for a connection, and carry its credentials', async () => {
    const { scope } = forkWithShell()
    expect(scope.getState($coverArtUrl)('al-1')).toBe(scope.getState($coverArtUrl)(undefined))
    await signIn(scope)
    const url = scope.getState($coverArtUrl)
    const first = url('al-1')
    expect(new URL(first).searchParams.get('id')).toBe('al-1')
    expect(new URL(first).searchParams.get('u')).toBe('alice')
    const before = built.count
    for (let i = 0; i < 20; i++) expect(url('al-1')).toBe(first)
    expect(new URL(url('al-1', 600)).searchParams.get('size')).toBe('600')
    expect(built.count - before).toBe(1)
  })
})
