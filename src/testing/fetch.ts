import { vi } from 'vitest'

/** A JSON reply the way a Subsonic server sends it. */
export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

/** `{ "subsonic-response": { status, version, type, ...payload } }` */
export function subsonicOk(payload: Record<string, unknown> = {}, meta: { version?: string; type?: string } = {}): Response {
  return jsonResponse({
    'subsonic-response': { status: 'ok', version: meta.version ?? '1.16.1', type: meta.type ?? 'supysonic', ...payload },
  })
}

export function subsonicFailed(code: number, message: string, meta: { version?: string; type?: string } = {}): Response {
  return jsonResponse({
    'subsonic-response': {
      status: 'failed',
      version: meta.version ?? '1.16.1',
      type: meta.type ?? 'supysonic',
      error: { code, message },
    },
  })
}

/**
 * Replaces the global fetch: every call's URL is recorded (in order) and answered by `reply`.
 * Restored by `vi.unstubAllGlobals()` (call it in afterEach).
 */
export function stubFetch(reply: (url: URL, call: number) => Response | Promise<Response>): { readonly urls: URL[] } {
  const urls: URL[] = []
  const fake = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async (input) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url)
    urls.push(url)
    return reply(url, urls.length - 1)
  })
  vi.stubGlobal('fetch', fake)
  return { urls }
}
