import type { Either } from 'fp-ts/Either'
import { isLeft } from 'fp-ts/Either'
import { inject } from 'vitest'
import type { Connection } from '../../src/api/core/connection'
import { passwordCredentials } from '../../src/api/core/credentials'
import type { ApiFailure } from '../../src/api/core/failure'
import { describeFailure } from '../../src/api/core/failure'
// @ts-expect-error plain ESM script without type declarations
import * as generated from '../../scripts/supysonic/library.mjs'

export interface GeneratedAlbum {
  readonly title: string
  readonly artist: string
  readonly year: number
  readonly genre: string
  readonly songCount: number
  readonly discCount: number
  readonly duration: number
  readonly hasCover: boolean
}

export interface GeneratedTrack {
  readonly title: string
  readonly artist: string
  readonly album: string
  readonly genre: string
  readonly year: number
  readonly track: number
  readonly disc: number
  readonly duration: number
  readonly path: string
  readonly lyrics: string | null
}

const library = generated as {
  ALBUMS: readonly GeneratedAlbum[]
  TRACKS: readonly GeneratedTrack[]
  LIBRARY: { readonly genres: readonly string[]; readonly artists: readonly { readonly name: string }[] }
}

/** The library the test Supysonic serves (scripts/supysonic/library.mjs). */
export const ALBUMS = library.ALBUMS
export const TRACKS = library.TRACKS
export const ARTIST_NAMES = library.LIBRARY.artists.map((artist) => artist.name)
export const GENRES = library.LIBRARY.genres

/** Supysonic refuses token auth: the enc: password it is. The test user is an admin. */
export function supysonicConnection(): Connection {
  return {
    url: inject('serverUrl'),
    protocolVersion: '1.16.0',
    credentials: passwordCredentials(inject('serverUser'), inject('serverPassword')),
  }
}

/** The value of a successful call, or the test fails with the failure's description. */
export function valueOf<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(`Expected success, got ${describeFailure(result.left)}`)
  return result.right
}

/** The failure of a call that must fail. */
export function failureOf<A>(result: Either<ApiFailure, A>): ApiFailure {
  if (!isLeft(result)) throw new Error('Expected a failure, the call succeeded')
  return result.left
}
