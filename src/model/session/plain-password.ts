import type { SavedServer } from './server-config'

/**
 * A password credential (`enc:` is hex, not a secret) sent over plain http to a server that is
 * not on this machine or the local network: anyone on the way can read it, so login warns first.
 */
export function exposesPassword(server: SavedServer): boolean {
  if (server.credentials.authType !== 'password') return false
  let url: URL
  try {
    url = new URL(server.url)
  } catch {
    return false
  }
  return url.protocol === 'http:' && !isLocalHost(url.hostname)
}

/** Loopback, private IPv4 ranges, IPv6 loopback / unique-local / link-local, and .local / .lan / .localhost names. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || /\.(localhost|local|lan|home\.arpa)$/.test(host)) return true
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])]
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  }
  return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host)
}
