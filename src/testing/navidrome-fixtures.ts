import type { Connection } from '../api/core/connection'
import { jsonResponse, stubFetch } from './fetch'

/** Navidrome replies recorded in tests/fixtures/navidrome (type navidrome, openSubsonic true). */
const FIXTURES = import.meta.glob<unknown>('../../tests/fixtures/navidrome/*.json', { eager: true, import: 'default' })

export function navidromeFixture(name: string): unknown {
  const fixture = FIXTURES[`../../tests/fixtures/navidrome/${name}.json`]
  if (fixture === undefined) throw new Error(`No Navidrome fixture named ${name}`)
  return fixture
}

export const NAVIDROME: Connection = {
  url: 'http://navidrome.test/music',
  protocolVersion: '1.16.1',
  credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
}

/** Every request is answered with the named fixture (headers optional); the URLs are recorded. */
export function serveFixture(name: string, headers: Record<string, string> = {}): { readonly urls: URL[] } {
  return stubFetch(() => jsonResponse(navidromeFixture(name), { headers }))
}
