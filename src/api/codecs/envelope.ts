import * as t from 'io-ts'
import { BooleanLike, NumberLike } from './primitives'

export const SubsonicError = t.intersection([
  t.type({ code: NumberLike }),
  t.partial({ message: t.string }),
])

/** The part of `subsonic-response` every reply carries (version, type, error). */
export const EnvelopeMeta = t.intersection([
  t.type({ status: t.keyof({ ok: null, failed: null }), version: t.string }),
  t.partial({
    type: t.string,
    serverVersion: t.string,
    openSubsonic: BooleanLike,
    error: SubsonicError,
  }),
])
export type EnvelopeMeta = t.TypeOf<typeof EnvelopeMeta>

export const Envelope = t.type({ 'subsonic-response': t.UnknownRecord })
