/**
 * The signed release manifest of the desktop app. The file at the manifest address is
 * `{ "body": "<JSON text>", "signature": "<base64>" }`: `signature` is an Ed25519 signature over
 * the UTF-8 bytes of `body`, made with the release key whose public half the app carries
 * (`globalVariables.UPDATE_PUBLIC_KEY` of neutralino.config.json, base64 of the 32 raw bytes).
 * `body` parses to `{ applicationId, version, resourcesURL, sha256, size, notes }`: the archive's
 * https address, its SHA-256 (hex) and size in bytes, and the release notes in markdown.
 *
 * Verification uses WebCrypto's Ed25519 where the webview has it (Chromium, WebKit, Node) and
 * otherwise @noble/ed25519, an audited library, loaded only then. No crypto is written here.
 */

/** A manifest is a few KB; anything bigger is not one. */
export const MAX_MANIFEST_BYTES = 64 * 1024
/** resources.neu is about 1 MB today; an archive announced bigger than this is refused. */
export const MAX_ARCHIVE_BYTES = 64 * 1024 * 1024

export interface ReleaseManifest {
  readonly applicationId: string
  readonly version: string
  readonly resourcesURL: string
  readonly sha256: string
  readonly size: number
  readonly notes: string
}

export class UpdateRefused extends Error {
  override readonly name = 'UpdateRefused'
}

export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.trim())
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function bytesToHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Ed25519 verification: WebCrypto first, the audited @noble/ed25519 where WebCrypto lacks it. */
export async function verifyEd25519(publicKey: Uint8Array<ArrayBuffer>, signature: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  let key: CryptoKey | null = null
  try {
    key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
  } catch {
    key = null
  }
  if (key !== null) return crypto.subtle.verify({ name: 'Ed25519' }, key, signature, message)
  const noble = await import('@noble/ed25519')
  return noble.verifyAsync(signature, message, publicKey)
}

function field<T>(value: unknown, check: (candidate: unknown) => candidate is T, name: string): T {
  if (!check(value)) throw new UpdateRefused(`Update manifest: bad ${name}`)
  return value
}
const isString = (value: unknown): value is string => typeof value === 'string'
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0
const isSha256 = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)

/**
 * The manifest file's text, verified: the signature over `body` with `publicKeyBase64`, then the
 * body's fields (this application, an https archive no bigger than the limit, a SHA-256).
 * Throws UpdateRefused for anything else.
 */
export async function verifyManifest(text: string, publicKeyBase64: string, applicationId: string): Promise<ReleaseManifest> {
  let envelope: { body?: unknown; signature?: unknown }
  try {
    envelope = JSON.parse(text) as typeof envelope
  } catch {
    throw new UpdateRefused('Update manifest: not JSON')
  }
  if (typeof envelope !== 'object' || envelope === null) throw new UpdateRefused('Update manifest: not an object')
  const body = field(envelope.body, isString, 'body')
  const signatureText = field(envelope.signature, isString, 'signature')
  let verified = false
  try {
    verified = await verifyEd25519(base64ToBytes(publicKeyBase64), base64ToBytes(signatureText), new TextEncoder().encode(body))
  } catch {
    verified = false
  }
  if (!verified) throw new UpdateRefused('Update manifest: the signature does not verify')
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(body) as Record<string, unknown>
  } catch {
    throw new UpdateRefused('Update manifest: the body is not JSON')
  }
  if (typeof parsed !== 'object' || parsed === null) throw new UpdateRefused('Update manifest: the body is not an object')
  const manifest: ReleaseManifest = {
    applicationId: field(parsed.applicationId, isString, 'applicationId'),
    version: field(parsed.version, isString, 'version'),
    resourcesURL: field(parsed.resourcesURL, isString, 'resourcesURL'),
    sha256: field(parsed.sha256, isSha256, 'sha256'),
    size: field(parsed.size, isSize, 'size'),
    notes: typeof parsed.notes === 'string' ? parsed.notes : '',
  }
  if (manifest.applicationId !== applicationId) throw new UpdateRefused('Update manifest: another application')
  if (!isHttpsUrl(manifest.resourcesURL)) throw new UpdateRefused('Update manifest: the archive is not on https')
  if (manifest.size > MAX_ARCHIVE_BYTES) throw new UpdateRefused('Update manifest: the archive is too big')
  return manifest
}
