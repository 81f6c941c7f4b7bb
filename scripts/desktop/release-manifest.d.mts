import type { KeyObject } from 'node:crypto'

export function privateKeyFrom(text: string): KeyObject
export function rawPublicKeyBase64(key: KeyObject): string
export function generateReleaseKey(): { privateKeyBase64: string; publicKeyBase64: string }
export function sha256Hex(bytes: Uint8Array): string
export function signRelease(release: {
  archive: Uint8Array
  applicationId: string
  version: string
  resourcesURL: string
  notes: string
  privateKey: KeyObject
}): string
export function verifyRelease(manifestText: string, publicKeyBase64: string, archive?: Uint8Array): Record<string, unknown>
