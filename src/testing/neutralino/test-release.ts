import { sha256Hex } from '../../shell/neutralino/update-install'

/** For tests: a release key, and signed manifests and archives as `npm run desktop:release` writes them. */
export interface ReleaseKey {
  readonly publicKeyBase64: string
  readonly sign: (body: string) => Promise<string>
}

function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
}

export async function createReleaseKey(): Promise<ReleaseKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const publicKeyBase64 = toBase64(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    publicKeyBase64,
    sign: async (body) => toBase64(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(body))),
  }
}

export interface ReleaseFields {
  readonly applicationId?: string
  readonly version: string
  readonly resourcesURL: string
  readonly sha256?: string
  readonly size?: number
  readonly notes?: string
}

/** The manifest file's text for `archive`, signed by `key`; fields may be overridden. */
export async function signedManifest(key: ReleaseKey, archive: ArrayBuffer, fields: ReleaseFields): Promise<string> {
  const body = JSON.stringify({
    applicationId: 'app.tonearm.desktop',
    sha256: await sha256Hex(archive),
    size: archive.byteLength,
    notes: '## Fixes\n- Faster start',
    ...fields,
  })
  return JSON.stringify({ body, signature: await key.sign(body) })
}

