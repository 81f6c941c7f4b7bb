import { isRight } from 'fp-ts/Either'
import type * as t from 'io-ts'

/** Items per slice: a few milliseconds of decoding each, far below a long task (50 ms). */
export const SLICE = 1000

/** A macrotask between slices, so input and rendering run while a large list decodes. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A list as `listOf(codec)` decodes it (nothing = [], a single object = a list of one, a
 * malformed item dropped and logged), a slice at a time with a task between: a 10,000-song reply
 * decoded at once is a task of hundreds of milliseconds on a slow machine. Stops once `signal`
 * is aborted (throws its reason).
 */
export async function decodeInSlices<A>(list: t.Decoder<unknown, A[]>, value: unknown, signal?: AbortSignal): Promise<A[]> {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  const kept: A[] = []
  for (let from = 0; from < items.length; from += SLICE) {
    if (from > 0) {
      await nextTask()
      signal?.throwIfAborted()
    }
    const slice = list.decode(items.slice(from, from + SLICE))
    if (isRight(slice)) for (const item of slice.right) kept.push(item)
  }
  return kept
}
