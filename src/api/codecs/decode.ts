import type { Either } from 'fp-ts/Either'
import { isRight, left, right } from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { ApiFailure } from '../core/failure'

const MAX_VALUE_CHARS = 60

/** Decodes or returns a decode failure that names the failing path, e.g. `album.0.year`. */
export function decodeWith<A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): Either<ApiFailure, A> {
  const result = codec.decode(value)
  if (isRight(result)) return right(result.right)
  return left({ kind: 'decode', message: `Unexpected ${what} from the server ${describeErrors(result.left)}` })
}

/** `at "album.0.year": expected a number, got null` for the first of the errors. */
export function describeErrors(errors: t.Errors): string {
  const first = errors[0]
  const path = first ? contextPath(first.context) : ''
  const shown = first ? preview(first.value) : ''
  const why = first?.message ?? 'unexpected value'
  return `at "${path || '(root)'}": ${why}, got ${shown}`
}

/** Keys of the context, leaving out the member indexes that unions and intersections add. */
function contextPath(context: t.Context): string {
  const keys: string[] = []
  context.forEach((entry, i) => {
    const parent = context[i - 1]?.type
    const isMember = parent !== undefined && 'types' in parent
    if (i > 0 && entry.key !== '' && !isMember) keys.push(entry.key)
  })
  return keys.join('.')
}

function preview(value: unknown): string {
  let text: string
  try {
    text = value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text
}
