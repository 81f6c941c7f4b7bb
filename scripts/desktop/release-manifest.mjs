// The signed update manifest (format: src/shell/neutralino/signed-manifest.ts), made and checked
// with Node's own Ed25519 (node:crypto). Used by release.mjs and check-package.mjs.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'

/** A private key from the environment: PEM, or base64 of its PKCS#8 DER. */
export function privateKeyFrom(text) {
  const trimmed = text.trim()
  if (trimmed.startsWith('-----BEGIN')) return createPrivateKey(trimmed)
  return createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' })
}

/** base64 of the 32 raw bytes of an Ed25519 public key (what neutralino.config.json holds). */
export function rawPublicKeyBase64(key) {
  const jwk = createPublicKey(key).export({ format: 'jwk' })
  if (jwk.crv !== 'Ed25519') throw new Error('the release key is not an Ed25519 key')
  return Buffer.from(jwk.x, 'base64url').toString('base64')
}

function publicKeyFromRaw(base64) {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base64, 'base64').toString('base64url') }, format: 'jwk' })
}

export function generateReleaseKey() {
  const { privateKey } = generateKeyPairSync('ed25519')
  return {
    privateKeyBase64: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKeyBase64: rawPublicKeyBase64(privateKey),
  }
}

export function sha256Hex(bytes) {
  return createHash('sha256').update(bytes).digest('hex')
}

/** The manifest file's text for `archive`: `{ body, signature }`, the signature over body's UTF-8 bytes. */
export function signRelease({ archive, applicationId, version, resourcesURL, notes, privateKey }) {
  if (new URL(resourcesURL).protocol !== 'https:') throw new Error(`resourcesURL must be https: ${resourcesURL}`)
  const body = JSON.stringify({ applicationId, version, resourcesURL, sha256: sha256Hex(archive), size: archive.length, notes })
  const signature = sign(null, Buffer.from(body, 'utf8'), privateKey).toString('base64')
  return `${JSON.stringify({ body, signature }, null, 2)}\n`
}

/** Checks a manifest against the public key and, when given, the archive it announces. Returns its body. */
export function verifyRelease(manifestText, publicKeyBase64, archive) {
  const { body, signature } = JSON.parse(manifestText)
  if (typeof body !== 'string' || typeof signature !== 'string') throw new Error('manifest: body and signature must be strings')
  if (!verify(null, Buffer.from(body, 'utf8'), publicKeyFromRaw(publicKeyBase64), Buffer.from(signature, 'base64'))) {
    throw new Error('manifest: the signature does not verify with the configured public key')
  }
  const fields = JSON.parse(body)
  if (new URL(fields.resourcesURL).protocol !== 'https:') throw new Error('manifest: resourcesURL is not https')
  if (archive !== undefined) {
    if (fields.size !== archive.length) throw new Error(`manifest: size ${fields.size}, archive ${archive.length}`)
    if (fields.sha256 !== sha256Hex(archive)) throw new Error('manifest: the archive does not match its SHA-256')
  }
  return fields
}
