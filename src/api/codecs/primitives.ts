import { isRight } from 'fp-ts/Either'
import * as t from 'io-ts'
import { describeErrors } from './decode'

/** A number, or a numeric string as some servers send: "42" → 42. */
export const NumberLike = new t.Type<number, number, unknown>(
  'NumberLike',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(u)
    if (typeof u === 'string' && u.trim() !== '' && Number.isFinite(Number(u))) return t.success(Number(u))
    return t.failure(u, c, 'expected a number')
  },
  (n) => n,
)

/** A boolean, or "true"/"false" as some servers send. */
export const BooleanLike = new t.Type<boolean, boolean, unknown>(
  'BooleanLike',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (typeof u === 'boolean') return t.success(u)
    if (u === 'true' || u === 'false') return t.success(u === 'true')
    return t.failure(u, c, 'expected a boolean')
  },
  (b) => b,
)

/** A text or an id; a number is read as its decimal text (some servers send ids and titles as numbers). */
export const Text = new t.Type<string, string, unknown>(
  'Text',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u === 'string') return t.success(u)
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(String(u))
    return t.failure(u, c, 'expected a text')
  },
  (s) => s,
)

/**
 * A list as servers send it: an array; nothing at all when empty (`"playlists": {}`, read as []);
 * a lone object where old Subsonic JSON sends a one-item list (read as [item]). One malformed item
 * (a song with `year: null`) is dropped and logged, the rest of the album, playlist or search kept.
 */
export function listOf<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown> {
  const array = t.array(codec)
  const keepValid = (items: readonly unknown[], c: t.Context): t.Validation<t.TypeOf<C>[]> => {
    const kept: t.TypeOf<C>[] = []
    items.forEach((item, index) => {
      const itemContext = appendContext(c, String(index), codec, item)
      const result = codec.validate(item, itemContext)
      if (isRight(result)) kept.push(result.right)
      else console.warn(`Dropped a malformed item from the server ${describeErrors(result.left)}`)
    })
    return t.success(kept)
  }
  return new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    `ListOf<${codec.name}>`,
    array.is,
    (u, c) => {
      if (u === undefined || u === null) return t.success([])
      if (Array.isArray(u)) return keepValid(u, c)
      if (typeof u === 'object') return keepValid([u], c)
      return t.failure(u, c, 'expected a list')
    },
    array.encode,
  )
}

function appendContext(c: t.Context, key: string, decoder: t.Decoder<unknown, unknown>, actual: unknown): t.Context {
  return [...c, { key, type: decoder, actual }]
}
