import * as t from 'io-ts'

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
