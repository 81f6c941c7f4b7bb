import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import config from '../../neutralino.config.json'
import { getAllSongs } from '../../src/api/calls/search'
import { downloadUrl } from '../../src/api/core/media-urls'
import type { FakeNeutralinoOptions } from '../../src/testing/neutralino/fake-neutralino'
import { createFakeNeutralino } from '../../src/testing/neutralino/fake-neutralino'
import { downloadToDownloads } from '../../src/shell/neutralino/neutralino-download'
import { safeFileName } from '../../src/shell/safe-file-name'
import { supysonicConnection, valueOf } from './supysonic'

const connection = supysonicConnection()
const urlOf = (id: string) => downloadUrl(connection, id) ?? ''
const scratch = mkdtempSync(join(tmpdir(), 'tonearm-curl-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * The desktop download measured for real: the fake runtime's os.execCommand runs this machine's
 * curl with the options Tonearm writes on its standard input, against the test Supysonic (which
 * sends no CORS headers); the file curl writes is then handed to the fake's in-memory disk.
 */
const realCurl: NonNullable<FakeNeutralinoOptions['exec']> = (command, options, fake) => {
  const [program, ...args] = command.split(' ')
  const stdIn = options?.stdIn ?? ''
  const output = /^output = "(.*)"$/m.exec(stdIn)?.[1] ?? ''
  const real = join(scratch, 'download.part')
  const result = spawnSync(program ?? '', args, { input: stdIn.replace(/^output = .*$/m, `output = "${real}"`), encoding: 'utf8' })
  if (existsSync(real)) {
    fake.files.set(output, new Uint8Array(readFileSync(real)))
    rmSync(real)
  }
  return { pid: result.pid ?? 0, stdOut: result.stdout, stdErr: result.stderr, exitCode: result.status ?? 1 }
}

describe('desktop downloads through curl, against Supysonic', () => {
  it('saves the whole song under its Artist - Title name, and refuses a Subsonic error', async () => {
    const song = valueOf(await getAllSongs(connection, 'subsonic', { songCount: 1 }))[0]
    if (!song) throw new Error('The test library has no song')
    const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList, exec: realCurl })
    const started = performance.now()
    const path = await downloadToDownloads(neutralino, urlOf(song.id), `${song.artist} - ${song.title}.mp3`)
    const elapsed = performance.now() - started
    const bytes = neutralino.files.get(path)
    expect(path).toBe(`/home/fan/Downloads/${safeFileName(`${song.artist} - ${song.title}.mp3`)}`)
    expect(bytes?.length).toBe(song.size)
    console.info(`desktop download through curl: ${song.size} bytes in ${elapsed.toFixed(0)} ms`)

    await expect(downloadToDownloads(neutralino, urlOf('no-such-song'), 'x.mp3')).rejects.toMatchObject({ reason: 'server' })
    expect([...neutralino.files.keys()]).toEqual([path])
  })
})
