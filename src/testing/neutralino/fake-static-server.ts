import type { FakeNeutralino } from './fake-neutralino'

/**
 * For tests: the runtime's own server for the folders mounted on it (server.mount), as a fetch of
 * the page's origin: `/<mount>/<file>` answers the fake's file, anything else 404. With `ranges`
 * it answers a `Range: bytes=N-` with 206 and the slice; without, with the whole file (whether the
 * real runtime answers ranges was not measured). Not for the app: tests only.
 */
export function fakeStaticServer(fake: FakeNeutralino, options: { readonly ranges: boolean }): typeof fetch & { readonly requests: string[] } {
  const requests: string[] = []
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://127.0.0.1:5000')
    const range = new Headers(init?.headers).get('Range')
    requests.push(range ? `${url.pathname} ${range}` : url.pathname)
    const [mount, folder] = [...fake.mounts].find(([path]) => url.pathname.startsWith(`${path}/`)) ?? []
    const file = mount && folder ? fake.files.get(`${folder}/${decodeURIComponent(url.pathname.slice(mount.length + 1))}`) : undefined
    if (!file) return new Response('Not found', { status: 404 })
    const type = url.pathname.endsWith('.json') ? 'application/json' : url.pathname.endsWith('.mp3') ? 'audio/mp3' : 'application/octet-stream'
    const start = options.ranges && range ? Number(/^bytes=(\d+)-$/.exec(range)?.[1] ?? Number.NaN) : Number.NaN
    if (Number.isFinite(start)) {
      if (start >= file.length) return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${file.length}` } })
      const slice = file.slice(start)
      return new Response(slice, { status: 206, headers: { 'Content-Type': type, 'Content-Range': `bytes ${start}-${file.length - 1}/${file.length}`, 'Content-Length': String(slice.length) } })
    }
    return new Response(file.slice(), { status: 200, headers: { 'Content-Type': type, 'Content-Length': String(file.length) } })
  }
  return Object.assign(fetchFn, { requests })
}
