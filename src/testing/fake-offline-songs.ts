import type { OfflineSongs } from '../shell/shell'
import { OfflineSongError } from '../shell/shell'

/**
 * Kept songs in memory, for the offline model's tests: each media address "downloads" as
 * `size` bytes, unless a failure was queued for it; `hold` makes downloads wait until `release`.
 */
export interface FakeOfflineSongs extends OfflineSongs {
  /** Stored copies: media address → size. */
  readonly stored: Map<string, number>
  /** Every keep attempt, in order (media addresses). */
  readonly attempts: string[]
  /** The next `times` attempts for addresses containing `match` fail with `reason`. */
  fail(match: string, reason: OfflineSongError['reason'], times?: number): void
  hold(): void
  release(): void
  persistAsked: number
}

export function fakeOfflineSongs(size = 1000): FakeOfflineSongs {
  const failures: { match: string; reason: OfflineSongError['reason']; left: number }[] = []
  let held: Promise<void> | null = null
  let open: () => void = () => undefined
  const fake: FakeOfflineSongs = {
    stored: new Map(),
    attempts: [],
    persistAsked: 0,
    fail(match, reason, times = 1) {
      failures.push({ match, reason, left: times })
    },
    hold() {
      held = new Promise((resolve) => (open = resolve))
    },
    release() {
      held = null
      open()
    },
    async keep(url, signal) {
      fake.attempts.push(url)
      if (held) await held
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError')
      const failure = failures.find((one) => one.left > 0 && url.includes(one.match))
      if (failure) {
        failure.left -= 1
        throw new OfflineSongError(failure.reason, `Injected: ${failure.reason}`)
      }
      fake.stored.set(url, size)
      return size
    },
    async remove(urls) {
      for (const url of urls) fake.stored.delete(url)
    },
    async forget(serverKey) {
      for (const url of [...fake.stored.keys()]) if (url.includes(`/${serverKey}/`)) fake.stored.delete(url)
    },
    async persist() {
      fake.persistAsked += 1
      return true
    },
    async estimate() {
      return { usage: [...fake.stored.values()].reduce((sum, one) => sum + one, 0), quota: 1e9, persisted: fake.persistAsked > 0 }
    },
  }
  return fake
}
