import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { KeyValueStorage } from '../../shell/shell'

/** `{ state, version }`, the shape every stored document has. */
const Document = t.type({ state: t.unknown, version: t.number })

/**
 * Reads a versioned document. A missing one gives undefined; one of another version, or one
 * that fails to decode, logs an error and gives undefined so the caller uses its defaults.
 */
export function readVersioned<A>(
  storage: KeyValueStorage,
  key: string,
  version: number,
  codec: t.Decoder<unknown, A>,
): A | undefined {
  const raw = storage.get(key)
  if (raw === null) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    console.error(`Stored "${key}" is not JSON; using defaults`)
    return undefined
  }
  const document = Document.decode(parsed)
  if (isLeft(document)) {
    console.error(`Stored "${key}" has no version; using defaults`)
    return undefined
  }
  if (document.right.version !== version) {
    console.error(
      `Stored "${key}" is version ${document.right.version}, expected ${version}, and there is no migration; using defaults`,
    )
    return undefined
  }
  const state = codec.decode(document.right.state)
  if (isLeft(state)) {
    console.error(`Stored "${key}" is malformed; using defaults`)
    return undefined
  }
  return state.right
}

export function writeVersioned(storage: KeyValueStorage, key: string, version: number, state: unknown): void {
  storage.set(key, JSON.stringify({ state, version }))
}
