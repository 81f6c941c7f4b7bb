import type { ExecCommandResult } from '@neutralinojs/lib'
import type { FakeNeutralinoOptions } from './fake-neutralino'
import { CURL_COMMAND } from '../../shell/neutralino/neutralino-download'

/**
 * For tests: `curl --config -` as the fake runtime's os.execCommand, fetching through `fetchFn`
 * into the fake's files, with curl's exit codes (18 cut off, 23 write error, 28 stalled, 56 the
 * connection broke) and its `--write-out`. Not for the app: tests only.
 */
export function fakeCurl(fetchFn: typeof fetch): NonNullable<FakeNeutralinoOptions['exec']> {
  return async (command, options, fake) => {
    if (command !== CURL_COMMAND) return { pid: 2, stdOut: '', stdErr: `unexpected command ${command}`, exitCode: 2 }
    const config = parseConfig(options?.stdIn ?? '')
    const url = config.get('url') ?? ''
    const output = config.get('output') ?? ''
    const stallMs = Number(config.get('speed-time') ?? 30) * 1000
    const done = (exitCode: number, status: number, size: number, type: string, stdErr = ''): ExecCommandResult => ({
      pid: 2,
      stdOut: `${status} ${size} ${type}\n`,
      stdErr,
      exitCode,
    })
    let response: Response
    try {
      response = await fetchFn(url)
    } catch (error) {
      return done(7, 0, 0, '', `curl: (7) ${String(error)}`)
    }
    const type = response.headers.get('Content-Type') ?? ''
    const folder = output.slice(0, output.lastIndexOf('/'))
    if (!fake.directories.has(folder)) return done(23, response.status, 0, type, 'curl: (23) Failure writing output to destination')
    const parts: Uint8Array[] = []
    let size = 0
    const store = () => {
      const joined = new Uint8Array(size)
      let offset = 0
      for (const part of parts) {
        joined.set(part, offset)
        offset += part.length
      }
      fake.files.set(output, joined)
    }
    const reader = response.body?.getReader()
    for (;;) {
      if (reader === undefined) break
      let timer: ReturnType<typeof setTimeout> | undefined
      const stalled = new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), stallMs)))
      let chunk: ReadableStreamReadResult<Uint8Array> | 'stalled'
      try {
        chunk = await Promise.race([reader.read(), stalled])
      } catch (error) {
        store()
        return done(56, response.status, size, type, `curl: (56) ${String(error)}`)
      } finally {
        clearTimeout(timer)
      }
      if (chunk === 'stalled') {
        store()
        void reader.cancel().catch(() => undefined)
        return done(28, response.status, size, type, 'curl: (28) Operation too slow')
      }
      if (chunk.done) break
      parts.push(chunk.value)
      size += chunk.value.length
    }
    store()
    const announced = Number(response.headers.get('Content-Length') ?? Number.NaN)
    if (Number.isFinite(announced) && size < announced) return done(18, response.status, size, type, 'curl: (18) transfer closed with outstanding read data remaining')
    return done(0, response.status, size, type)
  }
}

function parseConfig(text: string): Map<string, string> {
  const config = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^([a-z-]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|(\S+)))?\s*$/.exec(line)
    if (match?.[1]) config.set(match[1], match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? ''))
  }
  return config
}
