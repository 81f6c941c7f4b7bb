/**
 * Test traffic stays on this machine: a request to any other host (a test that signs in to an
 * example server and forgets to stub fetch) fails at once, as an unreachable server would, instead
 * of leaving 127.0.0.1. Tests that stub fetch replace this; unstubbing brings it back.
 */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const machineFetch = globalThis.fetch
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const { hostname } = new URL(address, 'http://127.0.0.1/')
  if (!LOCAL_HOSTS.has(hostname)) return Promise.reject(new TypeError(`fetch failed: unit tests stay on 127.0.0.1 (${hostname} refused)`))
  return machineFetch(input, init)
}
