#!/usr/bin/env node
// `npm run desktop:release`: builds the desktop package (neu build --release), then writes the
// update to publish into dist/update/: resources-<version>.neu and manifest.json, signed with the
// private key in TONEARM_UPDATE_PRIVATE_KEY (PEM, or base64 PKCS#8). The key must belong to the
// public key in neutralino.config.json (globalVariables.UPDATE_PUBLIC_KEY).
//
//   TONEARM_UPDATE_BASE_URL  https folder the two files are published in (required)
//   TONEARM_UPDATE_NOTES     file with the release notes in markdown (optional)
//   --no-build               sign the existing dist/<binaryName>/resources.neu
//   --generate-key           print a new key pair and stop
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateReleaseKey, privateKeyFrom, rawPublicKeyBase64, signRelease, verifyRelease } from './release-manifest.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const fail = (message) => {
  console.error(`desktop:release: ${message}`)
  process.exit(1)
}

if (process.argv.includes('--generate-key')) {
  const { privateKeyBase64, publicKeyBase64 } = generateReleaseKey()
  console.info(`UPDATE_PUBLIC_KEY (neutralino.config.json globalVariables): ${publicKeyBase64}`)
  console.info(`TONEARM_UPDATE_PRIVATE_KEY (keep secret, never commit):      ${privateKeyBase64}`)
  process.exit(0)
}

const config = JSON.parse(readFileSync(path.join(root, 'neutralino.config.json'), 'utf8'))
const publicKey = config.globalVariables?.UPDATE_PUBLIC_KEY ?? ''
const secret = process.env.TONEARM_UPDATE_PRIVATE_KEY ?? ''
const baseUrl = (process.env.TONEARM_UPDATE_BASE_URL ?? '').replace(/\/+$/, '')
if (secret === '') fail('set TONEARM_UPDATE_PRIVATE_KEY (npm run desktop:release -- --generate-key makes one)')
if (publicKey === '') fail('neutralino.config.json has no globalVariables.UPDATE_PUBLIC_KEY')
if (!baseUrl.startsWith('https://')) fail('set TONEARM_UPDATE_BASE_URL to the https folder the update is published in')
const privateKey = privateKeyFrom(secret)
if (rawPublicKeyBase64(privateKey) !== publicKey) fail('the private key does not belong to UPDATE_PUBLIC_KEY')

if (!process.argv.includes('--no-build')) execFileSync('npx', ['neu', 'build', '--release'], { cwd: root, stdio: 'inherit' })

const archivePath = path.join(root, 'dist', config.cli.binaryName, 'resources.neu')
const archive = readFileSync(archivePath)
const fileName = `resources-${config.version}.neu`
const notes = process.env.TONEARM_UPDATE_NOTES ? readFileSync(process.env.TONEARM_UPDATE_NOTES, 'utf8') : ''
const manifest = signRelease({
  archive,
  applicationId: config.applicationId,
  version: config.version,
  resourcesURL: `${baseUrl}/${fileName}`,
  notes,
  privateKey,
})
verifyRelease(manifest, publicKey, archive)
const out = path.join(root, 'dist', 'update')
mkdirSync(out, { recursive: true })
copyFileSync(archivePath, path.join(out, fileName))
writeFileSync(path.join(out, 'manifest.json'), manifest)
console.info(`dist/update/: ${fileName} (${archive.length} bytes) and manifest.json, signed for version ${config.version}`)
console.info(`Publish both under ${baseUrl}/, the manifest at the app's UPDATE_MANIFEST_URL.`)
