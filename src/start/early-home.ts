import type { EarlyHomeConstants, EarlyHomeTexts, EarlyReply, EarlyWindow, OpenSealed } from './early-home-contract.ts'

/**
 * Home before the app: index.html runs this function inline (scripts/vite/start-frame-plugin.ts
 * inlines its source), right after the layout frame. On Home, with the connection known without
 * any module (the host preset in password mode, or the stored server), it sends the requests the
 * app would send first — the preset's probe, the session check's ping, Home's four album lists —
 * and draws Home's rows into the frame from the replies: the real titles as text and the real
 * covers as `<img>`s, so covers load while the app's code arrives. The replies are kept under
 * their exact address in `window.tonearmEarlyReplies`; the app takes each one instead of asking
 * again (src/api/core/early-replies.ts), and only if it builds the very same address (same
 * server, credentials, protocol version and parameters; the preset's lists, asked at the default
 * version alongside its probe, are filed under the version the probe states, once accepted).
 * A token preset (a fresh salt at every start), missing credentials, another page, the desktop
 * shell: nothing is sent. A stored credential sealed by the vault (src/shell/vault) is opened
 * here too, by `openSealed` (early-sealed-credential.ts); one that cannot be opened sends nothing.
 *
 * Inlined by its source text: it must stay self-contained (no imports at run time, no outer
 * names: what it needs besides the window comes as arguments) and use
 * nothing the oldest supported browser lacks. Server text only ever goes in `textContent`.
 */
export function earlyHome(w: EarlyWindow, texts: EarlyHomeTexts | null, k: EarlyHomeConstants, openSealed: OpenSealed): void {
  const doc = w.document
  const frame = doc.querySelector<HTMLElement>('.start-frame')
  const main = frame && frame.querySelector<HTMLElement>('.sf-main')
  if (!texts || !frame || !main || frame.style.display === 'none' || w.NL_OS || w.NL_PORT) return
  if (w.location.pathname.replace(/\/+$/, '') !== k.homePath) return

  // The connection, as src/model/app/start.ts and server-config.ts make it.
  const preset = w.TONEARM_PRESET
  let server: string
  let user: string
  // The credential as the requests carry it (`enc:` hex or the token), once known.
  let secret: Promise<string | null>
  let authType: unknown
  let salt = ''
  let version: string | null = null
  const isPreset =
    !!preset &&
    typeof preset.serverUrl === 'string' && preset.serverUrl !== '' &&
    typeof preset.hideServer === 'boolean' &&
    typeof preset.username === 'string' && preset.username !== '' &&
    typeof preset.password === 'string' && preset.password !== '' &&
    preset.authType !== undefined && preset.authType !== null && preset.authType !== ''
  if (isPreset) {
    if (preset.authType !== 'password') return
    server = (preset.serverUrl as string).trim().replace(/\/+$/, '')
    user = preset.username as string
    authType = 'password'
    let hex = ''
    new TextEncoder().encode(preset.password as string).forEach((byte) => (hex += (byte < 16 ? '0' : '') + byte.toString(16)))
    secret = Promise.resolve('enc:' + hex)
  } else {
    let data: Record<string, unknown> | undefined
    try {
      data = (JSON.parse(w.localStorage.getItem('app_store') || 'null') || {}).state?.data
    } catch {
      return
    }
    if (!data || data.isServerConfigured !== true || typeof data.url !== 'string' || !data.url) return
    if (typeof data.password !== 'string' || !data.password || typeof data.username !== 'string') return
    if (typeof (data.salt ?? '') !== 'string') return
    server = data.url.trim().replace(/\/+$/, '')
    user = data.username
    authType = data.authType === undefined ? 'token' : data.authType
    salt = (data.salt as string | undefined) ?? ''
    version = typeof data.protocolVersion === 'string' ? data.protocolVersion : k.defaultVersion
    secret = data.password.indexOf('sealed:v1:') === 0 ? openSealed(w, data.password.slice(10)) : Promise.resolve(data.password)
  }
  if (!/^https?:\/\//.test(server) || (authType !== 'password' && authType !== 'token')) return
  // The music folder chosen for this server (src/model/session/music-folder.ts): Home's lists
  // are asked in it, as the app asks them.
  let folder = ''
  try {
    const chosen = (JSON.parse(w.localStorage.getItem('musicFolders') || 'null') || {}).state
    const id = chosen ? chosen[user + '@' + server] : undefined
    if (typeof id === 'string') folder = id
  } catch {
    // unreadable: every folder, as the app then reads it
  }

  const replies: Record<string, Promise<EarlyReply | null>> = {}
  w.tonearmEarlyReplies = replies
  // `{server}/rest/{method}?u&v&c[&f=json]` + credentials + parameters: src/api/core/url.ts's order.
  const address = (method: string, v: string, u: string, credentials: [string, string][], params: [string, string][], json: boolean) => {
    const url = new URL(server + '/rest/' + method)
    const query = url.searchParams
    query.set('u', u)
    query.set('v', v)
    query.set('c', k.client)
    if (json) query.set('f', 'json')
    credentials.forEach((pair) => query.set(pair[0], pair[1]))
    params.forEach((pair) => query.set(pair[0], pair[1]))
    return url.toString()
  }
  const ask = (url: string): Promise<EarlyReply | null> =>
    w
      .fetch(url, { credentials: 'omit', cache: 'no-store' })
      .then((response) => response.text().then((text) => ({ status: response.status, statusText: response.statusText, headers: response.headers, text })))
      .catch(() => null)
  const send = (url: string) => (replies[url] = ask(url))
  const body = (reply: EarlyReply | null): Record<string, unknown> | null => {
    try {
      return reply ? JSON.parse(reply.text)['subsonic-response'] : null
    } catch {
      return null
    }
  }

  // Home's shape at once, as the screen shows it while its rows load.
  const element = (tag: string, className: string, text?: string) => {
    const created = doc.createElement(tag)
    created.className = className
    if (text !== undefined) created.textContent = text
    return created
  }
  main.textContent = ''
  main.appendChild(element('div', 'sf-h1', texts.title))
  const rows = k.rowTypes.map((_, index) => {
    const section = element('section', 'sf-section')
    section.setAttribute('aria-busy', 'true')
    const head = section.appendChild(element('div', 'sf-head'))
    head.appendChild(element('div', 'sf-h2', texts.rows[index]))
    head.appendChild(element('div', 'sf-all', texts.seeAll))
    const row = section.appendChild(element('ul', 'sf-row'))
    for (let i = 0; i < 6; i++) row.appendChild(element('li', 'sf-skeleton'))
    return main.appendChild(section)
  })
  const clear = () => {
    main.textContent = ''
  }

  // With a Service Worker in control, covers take the app's media addresses, without credentials
  // (docs/service-worker.md): the worker is given the server's entry (src/api/core/media-route.ts's
  // key, rest and auth), once.
  const controller = (w.navigator && w.navigator.serviceWorker && w.navigator.serviceWorker.controller) || null
  let mediaKey = ''
  const coverAddress = (v: string, auth: [string, string][], params: [string, string][]) => {
    if (!controller) return address('getCoverArt', v, user, auth, params, false)
    if (!mediaKey) {
      let hash = 0x811c9dc5
      const named = server + '\n' + user
      for (let i = 0; i < named.length; i++) hash = Math.imul(hash ^ named.charCodeAt(i), 0x01000193) >>> 0
      mediaKey = (new URL(server).origin === w.location.origin ? 'o' : 'x') + ('0000000' + hash.toString(16)).slice(-8)
      const entry = new URL(address('', v, user, auth, [], false))
      controller.postMessage({ type: k.mediaServerMessage, server: { key: mediaKey, rest: entry.origin + entry.pathname, auth: entry.search.slice(1) } })
    }
    return k.homePath + '/media/' + mediaKey + '/getCoverArt?' + new URLSearchParams(params).toString()
  }

  const listAddress = (v: string, auth: [string, string][], type: string) =>
    address('getAlbumList2', v, user, auth, ([['type', type], ['size', String(k.rowSize)], ['offset', '0']] as [string, string][]).concat(folder ? [['musicFolderId', folder]] : []), true)
  /**
   * `early`: the lists already asked at the default version while the preset's probe was out.
   * A Subsonic reply does not depend on the version the client states, only on the server
   * accepting it: an accepted one stands for the list at the server's version (the address the
   * app builds); a refused one (error 30, "server must upgrade") is asked again at that version.
   */
  const start = (v: string, auth: [string, string][], early?: Promise<EarlyReply | null>[]) => {
    const session = send(address('ping.view', v, user, auth, [], true))
    const lists = k.rowTypes.map((type, index) => {
      const url = listAddress(v, auth, type)
      const asked = early && early[index]
      if (!asked) return send(url)
      if (v === k.defaultVersion) return asked
      return (replies[url] = asked.then((reply) => ((body(reply) || {}).status === 'ok' ? reply : ask(url))))
    })
    // Wrong credentials or no server: no rows (the app says why).
    void session.then((reply) => {
      if ((body(reply) || {}).status !== 'ok') clear()
    })
    lists.forEach((sent, index) =>
      void sent.then((reply) => {
        const list = (body(reply) || {}).albumList2 as { album?: unknown } | undefined
        if (!list || typeof list !== 'object' || !main.firstChild) return clear()
        // A server may leave an empty list out, or send a single album as an object.
        const albums: unknown[] = list.album === undefined ? [] : Array.isArray(list.album) ? list.album : [list.album]
        const section = rows[index]!
        const row = section.lastChild as HTMLElement
        row.textContent = ''
        section.setAttribute('aria-busy', 'false')
        if (albums.length === 0) section.replaceChild(element('div', 'sf-empty', texts.empty), row)
        albums.forEach((item, position) => {
          const album = (item || {}) as Record<string, unknown>
          if (typeof album.id !== 'string' || typeof album.name !== 'string') return
          // A real link to the album: src/start/frame-links.ts acts on a click made before the app listens.
          const card = row.appendChild(element('li', 'sf-card')).appendChild(element('a', 'sf-open')) as HTMLAnchorElement
          card.href = k.homePath + '/library/albums/' + encodeURIComponent(album.id)
          card.tabIndex = -1
          const cover = card.appendChild(element('img', 'album-card-cover')) as HTMLImageElement
          cover.alt = ''
          // The cards a wide window shows load at once (an image's default priority is low); lazy
          // loading would wait for a layout.
          if (position >= 6) cover.loading = 'lazy'
          else cover.setAttribute('fetchpriority', 'high')
          cover.width = cover.height = 160
          cover.src =
            typeof album.coverArt === 'string' && album.coverArt
              ? coverAddress(v, auth, [['id', album.coverArt], ['size', String(k.coverSize)]])
              : k.placeholderCover
          card.appendChild(element('div', 'sf-t', album.name))
          card.appendChild(element('div', 'sf-s', (typeof album.artist === 'string' ? album.artist : '') + (album.year ? ' · ' + String(album.year) : '')))
        })
        // Read once the browser has laid the row out (a resize observer's first report): read
        // here, each row's reply forced a layout of the whole frame (≈ 20–40 ms traced).
        const fade = () => {
          if (row.scrollWidth > row.clientWidth) row.dataset.more = ''
        }
        const Observer = w.ResizeObserver
        if (typeof Observer === 'function') {
          const observer = new Observer(() => {
            observer.disconnect()
            fade()
          })
          observer.observe(row)
        } else fade()
      }),
    )
  }
  void secret.then((plain) => {
    // A credential the vault cannot open (its key is gone): the app asks to sign in again.
    if (!plain) return clear()
    if (authType === 'password' && plain.indexOf('enc:') !== 0) return clear()
    const auth: [string, string][] = authType === 'password' ? [['p', plain]] : [['t', plain], ['s', salt]]
    if (version) return start(version, auth)
    // The preset's probe: a ping with empty credentials states the server's protocol version.
    // Home's lists leave with it, at the default version, rather than one round trip later.
    const probe = send(address('ping.view', k.defaultVersion, '', [['p', '']], [], true))
    const early = k.rowTypes.map((type) => send(listAddress(k.defaultVersion, auth, type)))
    void probe.then((reply) => {
      const stated = (body(reply) || {}).version
      start(typeof stated === 'string' ? stated : k.defaultVersion, auth, early)
    })
  })
}
