import * as t from 'io-ts'

/** An internet radio station. homePageUrl is the protocol's spelling. */
export const RadioStation = t.intersection([
  t.type({ id: t.string, name: t.string, streamUrl: t.string }),
  t.partial({ homePageUrl: t.string }),
])
export type RadioStation = t.TypeOf<typeof RadioStation>
