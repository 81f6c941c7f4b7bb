import { describe, expect, it } from 'vitest'
import { generateReleaseKey, privateKeyFrom, signRelease, verifyRelease } from '../../../scripts/desktop/release-manifest.mjs'
import { verifyManifest } from './signed-manifest'
import { resourcesArchive } from '../../testing/neutralino/test-archive'

const ARCHIVE = new Uint8Array(resourcesArchive())

function release(privateKeyBase64: string, resourcesURL = 'https://updates.test/resources-0.9.0.neu') {
  return signRelease({
    archive: ARCHIVE,
    applicationId: 'app.tonearm.desktop',
    version: '0.9.0',
    resourcesURL,
    notes: '## Fixes',
    privateKey: privateKeyFrom(privateKeyBase64),
  })
}

describe('npm run desktop:release signing', () => {
  it('writes a manifest the app accepts with the matching public key, and only with it', async () => {
    const key = generateReleaseKey()
    const other = generateReleaseKey()
    const manifest = release(key.privateKeyBase64)
    expect(await verifyManifest(manifest, key.publicKeyBase64, 'app.tonearm.desktop')).toMatchObject({
      version: '0.9.0',
      size: ARCHIVE.length,
      notes: '## Fixes',
    })
    await expect(verifyManifest(manifest, other.publicKeyBase64, 'app.tonearm.desktop')).rejects.toThrow('signature does not verify')
  })

  it('is checked like desktop:check does: key, size and SHA-256 of the published archive', () => {
    const key = generateReleaseKey()
    const manifest = release(key.privateKeyBase64)
    expect(verifyRelease(manifest, key.publicKeyBase64, ARCHIVE)).toMatchObject({ version: '0.9.0' })
    expect(() => verifyRelease(manifest, generateReleaseKey().publicKeyBase64, ARCHIVE)).toThrow('does not verify')
    const tampered = ARCHIVE.slice()
    tampered.set([(tampered.at(-1) ?? 0) ^ 1], tampered.length - 1)
    expect(() => verifyRelease(manifest, key.publicKeyBase64, tampered)).toThrow('SHA-256')
    expect(() => release(key.privateKeyBase64, 'http://updates.test/resources.neu')).toThrow('must be https')
  })
})
