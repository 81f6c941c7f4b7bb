import { describe, expect, it } from 'vitest'
import config from '../../../neutralino.config.json'
import { servedKeptSongs } from '../../sw/kept-sources'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { fakeCurl } from '../../testing/neutralino/fake-curl'
import { fakeStaticServer } from '../../testing/neutralino/fake-static-server'
import { OfflineSongError } from '../shell'
import { KEPT_SONGS_FOLDER, openKeptSongs } from './kept-songs-folder'

const DATA = '/home/fan/.local/share/tonearm'
const FOLDER = `${DATA}/${KEPT_SONGS_FOLDER}`
const KEY = 'x0123abcd'
const PASSWORD = 'enc%3A736573616d65'
const address = (id: string, quality = 'maxBitRate=0') => `/media/${KEY}/stream?id=${id}&${quality}`
const upstream = (id: string, quality = 'maxBitRate=0') => `http://music.test/rest/stream?u=alice&v=1.16.1&c=Tonearm&p=${PASSWORD}&id=${id}&${quality}`

type Route = (attempt: number) => Response
const audio = (bytes: number, announced = bytes) => new Response(new Uint8Array(bytes).fill(9), { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(announced) } })

/** The runtime with a curl fetching from `routes` (by song id; attempts counted from 1), and the kept songs opened on it. */
async function keeping(routes: Record<string, Route>) {
  const attempts = new Map<string, number>()
  const fetched: string[] = []
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    fetched.push(url.href)
    const id = url.searchParams.get('id') ?? ''
    const attempt = (attempts.get(id) ?? 0) + 1
    attempts.set(id, attempt)
    return routes[id]?.(attempt) ?? new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })
  }) as typeof fetch
  const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList, exec: fakeCurl(fetchFn) })
  neutralino.directories.add(DATA)
  const songs = await openKeptSongs(neutralino, DATA, { random: () => 'r4nd0m', stallMs: 1000 })
  const keep = (id: string, quality?: string) => songs.keep(address(id, quality), new AbortController().signal, upstream(id, quality))
  const failure = (id: string) => keep(id).then(() => null, (error: unknown) => error as OfflineSongError)
  const kept = () => [...neutralino.files.keys()].filter((path) => path.startsWith(`${FOLDER}/`)).map((path) => path.slice(FOLDER.length + 1)).sort()
  const index = () => JSON.parse(new TextDecoder().decode(neutralino.files.get(`${FOLDER}/kept-songs.json`) ?? new TextEncoder().encode('{"songs":{}}'))) as { songs: Record<string, { file: string; type: string; size: number }> }
  return { neutralino, songs, keep, failure, kept, index, fetched, attempts }
}

describe('the desktop’s kept songs, in its data folder', () => {
  it('fetches the server’s address with curl into the kept-songs folder, named from the song and quality and not the credentials, and lists it', async () => {
    const { songs, keep, kept, index, fetched } = await keeping({ 'tr-1': () => audio(5000) })
    expect(await keep('tr-1')).toBe(5000)
    expect(fetched).toEqual([upstream('tr-1')])
    const files = kept()
    expect(files).toEqual(['kept-songs.json', expect.stringMatching(/^x0123abcd-tr-1-0-source-[0-9a-f]{8}\.mp3$/)])
    expect(index().songs).toEqual({ 'x0123abcd/tr-1/0/source': { file: files[1], type: 'audio/mpeg', size: 5000 } })
    expect(JSON.stringify(index())).not.toContain('736573616d65')
    expect(songs.servedAt).toBe('/kept-r4nd0m/')
    expect(songs.readsPastCors).toBe(true)
    expect(await songs.persist()).toBe(true)
  })

  it('keeps songs only: a cover address is refused before anything is fetched or written', async () => {
    const { songs, kept, fetched } = await keeping({ 'al-1': () => new Response(new Uint8Array(700), { headers: { 'Content-Type': 'image/jpeg' } }) })
    const failure = await songs.keep(`/media/${KEY}/getCoverArt?id=al-1&size=300`, new AbortController().signal, '').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(OfflineSongError)
    expect(fetched).toEqual([])
    expect(kept()).toEqual([])
  })

  it('serves the folder on the page’s origin for this launch, where the worker answers the stream and its ranges from it', async () => {
    for (const ranges of [true, false]) {
      const { neutralino, songs, keep } = await keeping({ 'tr-1': () => audio(5000) })
      await keep('tr-1')
      expect(neutralino.mounts.get('/kept-r4nd0m')).toBe(FOLDER)
      const served = servedKeptSongs(songs.servedAt!, fakeStaticServer(neutralino, { ranges }))
      const stream = new URL(`http://127.0.0.1:5000${address('tr-1')}&estimateContentLength=true`)
      const whole = await served.exact(KEY, stream, null)
      expect(whole?.status).toBe(200)
      expect(whole?.headers.get('Content-Type')).toBe('audio/mpeg')
      expect((await whole!.arrayBuffer()).byteLength).toBe(5000)
      const slice = await served.exact(KEY, stream, 'bytes=4000-')
      expect(slice?.status).toBe(206)
      expect(slice?.headers.get('Content-Range')).toBe('bytes 4000-4999/5000')
      expect((await slice!.arrayBuffer()).byteLength).toBe(1000)
      expect((await served.exact(KEY, stream, 'bytes=6000-'))?.status).toBe(416)
      // Another quality is not that copy; any quality finds it.
      const other = new URL(`http://127.0.0.1:5000${address('tr-1', 'maxBitRate=128&format=mp3')}`)
      expect(await served.exact(KEY, other, null)).toBeNull()
      expect((await served.any(KEY, other, null))?.status).toBe(200)
      expect(await served.exact(KEY, new URL(`http://127.0.0.1:5000${address('tr-2')}`), null)).toBeNull()
    }
  })

  it('a body cut off is refused as cut and leaves nothing; the next attempt keeps it whole', async () => {
    const { keep, failure, kept, index } = await keeping({ 'tr-1': (attempt) => (attempt === 1 ? audio(2500, 5000) : audio(5000)) })
    const cut = await failure('tr-1')
    expect(cut).toBeInstanceOf(OfflineSongError)
    expect(cut?.reason).toBe('cut')
    expect(kept()).toEqual([])
    expect(await keep('tr-1')).toBe(5000)
    expect(Object.values(index().songs).map((entry) => entry.size)).toEqual([5000])
  })

  it('an error document, a refusal and a stall are not kept, each with its reason', async () => {
    const subsonicError = () => new Response('{"subsonic-response":{"status":"failed","error":{"code":70,"message":"Not found"}}}', { headers: { 'Content-Type': 'application/json' } })
    const stalled = () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array(10)) }), { headers: { 'Content-Type': 'audio/mpeg' } })
    const { failure, kept } = await keeping({ 'tr-1': subsonicError, 'tr-2': () => new Response('busy', { status: 503 }), 'tr-3': stalled })
    expect((await failure('tr-1'))?.reason).toBe('failed')
    expect((await failure('tr-2'))?.reason).toBe('failed')
    expect((await failure('tr-3'))?.reason).toBe('cut')
    expect(kept()).toEqual([])
  })

  it('a disk that refuses the file is reported as full', async () => {
    const { neutralino, failure } = await keeping({ 'tr-1': () => audio(5000) })
    neutralino.directories.delete(FOLDER)
    expect((await failure('tr-1'))?.reason).toBe('quota')
  })

  it('a keep stopped meanwhile rejects with the signal’s reason and keeps nothing', async () => {
    const { songs, kept } = await keeping({ 'tr-1': () => audio(5000) })
    const stop = new AbortController()
    const keeping1 = songs.keep(address('tr-1'), stop.signal, upstream('tr-1'))
    stop.abort()
    await expect(keeping1).rejects.toMatchObject({ name: 'AbortError' })
    expect(kept()).toEqual([])
  })

  it('removes a copy by its media address, and forgets every copy of one account only', async () => {
    const { neutralino, songs, keep, kept, index } = await keeping({ 'tr-1': () => audio(10), 'tr-2': () => audio(20) })
    await keep('tr-1')
    await keep('tr-2')
    await songs.remove([`${address('tr-1')}&estimateContentLength=true`])
    expect(Object.keys(index().songs)).toEqual(['x0123abcd/tr-2/0/source'])
    expect(kept()).toHaveLength(2)
    // Another account's copy, and a download a crash left behind.
    neutralino.files.set(`${FOLDER}/x0123abcd-tr-9-0-source-00000000.part`, new Uint8Array(3))
    await songs.keep(`/media/o99999999/stream?id=tr-1&maxBitRate=0`, new AbortController().signal, upstream('tr-1'))
    await songs.forget(KEY)
    expect(Object.keys(index().songs)).toEqual(['o99999999/tr-1/0/source'])
    expect(kept()).toEqual(['kept-songs.json', expect.stringMatching(/^o99999999-tr-1-0-source-[0-9a-f]{8}\.mp3$/)])
  })

  it('is read again at the next launch, under a new mount; what a crash left mid-download goes before its first download', async () => {
    const first = await keeping({ 'tr-1': () => audio(5000), 'tr-2': () => audio(10) })
    await first.keep('tr-1')
    first.neutralino.files.set(`${FOLDER}/x0123abcd-tr-3-0-source-00000000.1234abcd.part`, new Uint8Array(3))
    const relaunched = await openKeptSongs(first.neutralino, DATA, { random: () => 'n3xt' })
    expect(relaunched.servedAt).toBe('/kept-n3xt/')
    await relaunched.keep(address('tr-2'), new AbortController().signal, upstream('tr-2'))
    expect(first.kept().filter((file) => file.endsWith('.part'))).toEqual([])
    await relaunched.remove([address('tr-1'), address('tr-2')])
    expect(first.kept()).toEqual(['kept-songs.json'])
  })

  it('a list that cannot be read is set aside as it was, not written over, and the files it may name stay', async () => {
    const first = await keeping({ 'tr-1': () => audio(50), 'tr-2': () => audio(60) })
    await first.keep('tr-1')
    const [song] = first.kept().filter((file) => file !== 'kept-songs.json')
    first.neutralino.files.set(`${FOLDER}/kept-songs.json`, new TextEncoder().encode('{"version":1,"songs":{"x0123ab'))
    const errors: unknown[] = []
    const error = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const relaunched = await openKeptSongs(first.neutralino, DATA, { random: () => 'n3xt' })
      await relaunched.keep(address('tr-2'), new AbortController().signal, upstream('tr-2'))
    } finally {
      console.error = error
    }
    // The unreadable list, as it was, beside the new one; the song it named is still on the disk.
    const setAside = first.kept().filter((file) => /^kept-songs\.unreadable-.+\.json$/.test(file))
    expect(setAside).toHaveLength(1)
    expect(new TextDecoder().decode(first.neutralino.files.get(`${FOLDER}/${setAside[0]}`))).toBe('{"version":1,"songs":{"x0123ab')
    expect(first.kept()).toContain(song)
    // The new list holds the song kept since.
    expect(Object.keys(first.index().songs)).toHaveLength(1)
    expect(errors).toHaveLength(1)
  })
})
