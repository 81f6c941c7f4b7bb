import { rangeResponse } from './byte-range'
import type { KeptFile } from './kept-index'
import { KEPT_INDEX_FILE, parseKeptIndex } from './kept-index'
import { keptSongName, keptSongPrefix, OFFLINE_CACHE, offlineSongKey } from './offline-key'

/** Where the worker finds kept songs, to answer a stream request (and its Range) with one. */
export interface KeptSongSource {
  /** The copy in the quality the stream address asks; null when none is kept. */
  exact(serverKey: string, url: URL, range: string | null): Promise<Response | null>
  /** A copy in any quality: what answers when the server cannot. */
  any(serverKey: string, url: URL, range: string | null): Promise<Response | null>
}

/** The browser's kept songs: Cache Storage `tonearm-offline-v1`, under `<scope>offline/<name>`. */
export function cachedKeptSongs(scope: string): KeptSongSource {
  return {
    async exact(serverKey, url, range) {
      const cacheKey = offlineSongKey(scope, serverKey, url.searchParams)
      if (!cacheKey || !(await caches.has(OFFLINE_CACHE))) return null
      const kept = await (await caches.open(OFFLINE_CACHE)).match(cacheKey)
      return kept ? rangeResponse(await kept.blob(), range, kept.headers) : null
    },
    async any(serverKey, url, range) {
      const id = url.searchParams.get('id')
      if (!id || !(await caches.has(OFFLINE_CACHE))) return null
      const cache = await caches.open(OFFLINE_CACHE)
      const prefix = `${scope}offline/${keptSongPrefix(serverKey, id)}`
      const request = (await cache.keys()).find((kept) => kept.url.startsWith(prefix))
      const kept = request ? await cache.match(request) : undefined
      return kept ? rangeResponse(await kept.blob(), range, kept.headers) : null
    },
  }
}

/**
 * The desktop app's kept songs: files in its data folder, which the runtime's own server (the
 * page's origin) serves under `base` (`/kept-<random>/`, mounted for this launch), with their list
 * `kept-songs.json` beside them. Whether that server answers a Range request was not measured, so
 * both are taken: its 206 is passed on, and a whole file answering a Range is sliced here.
 */
export function servedKeptSongs(base: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)): KeptSongSource {
  const index = async () => {
    const response = await fetchFn(`${base}${KEPT_INDEX_FILE}`, { cache: 'no-store' })
    return response.ok ? parseKeptIndex(await response.text()).songs : {}
  }
  const answer = async (kept: KeptFile, range: string | null): Promise<Response | null> => {
    const response = await fetchFn(`${base}${kept.file}`, { cache: 'no-store', headers: range ? { Range: range } : {} })
    const headers = new Headers({ 'Content-Type': kept.type || 'application/octet-stream', 'Accept-Ranges': 'bytes' })
    const contentRange = response.headers.get('Content-Range')
    if (range && response.status === 206 && contentRange) {
      headers.set('Content-Range', contentRange)
      const length = response.headers.get('Content-Length')
      if (length) headers.set('Content-Length', length)
      return new Response(response.body, { status: 206, statusText: 'Partial Content', headers })
    }
    if (response.status === 416) return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: rangeHeaders(headers, kept.size) })
    if (response.status !== 200) return null
    if (!range) {
      headers.set('Content-Length', String(kept.size))
      return new Response(response.body, { status: 200, headers })
    }
    const body = await response.blob()
    // A file that is not the one kept (cut, or replaced on disk) answers nothing: the server may.
    return body.size === kept.size ? rangeResponse(body, range, headers) : null
  }
  return {
    async exact(serverKey, url, range) {
      const name = keptSongName(serverKey, url.searchParams)
      const kept = name === null ? undefined : (await index())[name]
      return kept ? answer(kept, range) : null
    },
    async any(serverKey, url, range) {
      const id = url.searchParams.get('id')
      if (!id) return null
      const prefix = keptSongPrefix(serverKey, id)
      const kept = Object.entries(await index()).find(([name]) => name.startsWith(prefix))?.[1]
      return kept ? answer(kept, range) : null
    },
  }
}

function rangeHeaders(headers: Headers, size: number): Headers {
  const answer = new Headers(headers)
  answer.set('Content-Range', `bytes */${size}`)
  answer.set('Content-Length', '0')
  return answer
}
