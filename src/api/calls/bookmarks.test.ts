import { isLeft } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { isUnsupportedCall } from '../core/failure'
import { NAVIDROME, serveFixture } from '../../testing/navidrome-fixtures'
import { createBookmark, deleteBookmark, getBookmarks } from './bookmarks'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('bookmarks on Navidrome replies', () => {
  it('getBookmarks: the song and position (ms) of each; none is []', async () => {
    const { urls } = serveFixture('getBookmarks')
    const bookmarks = await getBookmarks(NAVIDROME)
    if (isLeft(bookmarks)) throw new Error(bookmarks.left.message)
    expect(urls[0]?.pathname).toBe('/music/rest/getBookmarks')
    expect(bookmarks.right).toEqual([expect.objectContaining({ entry: expect.objectContaining({ id: '1', title: 'title' }), position: 123, comment: 'a comment' })])
    vi.unstubAllGlobals()
    serveFixture('getBookmarks-empty')
    const none = await getBookmarks(NAVIDROME)
    expect(isLeft(none) ? none.left : none.right).toEqual([])
  })

  it('drops a bookmark whose song is malformed and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubFetch(() => subsonicOk({ bookmarks: { bookmark: [{ entry: { title: 'no id' }, position: 5 }, { entry: { id: '2', title: 'Two' }, position: '9000' }] } }))
    const bookmarks = await getBookmarks(NAVIDROME)
    expect(isLeft(bookmarks) ? bookmarks.left : bookmarks.right.map((bookmark) => [bookmark.entry.id, bookmark.position])).toEqual([['2', 9000]])
  })

  it('createBookmark sends the id and a whole position in ms; deleteBookmark the id', async () => {
    const { urls } = stubFetch(() => subsonicOk({}))
    expect(isLeft(await createBookmark(NAVIDROME, '7', 2_530_400.6))).toBe(false)
    expect(isLeft(await deleteBookmark(NAVIDROME, '7'))).toBe(false)
    expect(urls.map((url) => [url.pathname, url.searchParams.get('id'), url.searchParams.get('position')])).toEqual([
      ['/music/rest/createBookmark', '7', '2530401'],
      ['/music/rest/deleteBookmark', '7', null],
    ])
  })

  it('a server without bookmarks answers with a typed failure', async () => {
    stubFetch(() => subsonicFailed(0, 'Unknown method'))
    const reply = await getBookmarks(NAVIDROME)
    expect(isLeft(reply) && isUnsupportedCall(reply.left)).toBe(true)
  })
})
