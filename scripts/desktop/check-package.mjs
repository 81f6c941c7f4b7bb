#!/usr/bin/env node
// Packages the desktop app the way a release does (`neu build`, which first runs the desktop
// Vite build through cli.frontendLibrary.buildCommand) and checks the result: dist/tonearm/
// resources.neu is an asar archive holding the config, the icon, index.html, neutralino.js, sw.js and
// every file index.html loads, and index.html loads neutralino.js before the app; that it holds
// no Vite manifest; and that the update signing works: dist/update/manifest.json (from
// `npm run desktop:release`) verifies with the configured UPDATE_PUBLIC_KEY against its archive,
// or, without a release, a manifest signed for this build with a throwaway key verifies.
// Works offline: without the Neutralino binaries (`npx neu update`) neu build packages the
// resources alone. Note: neu build empties .tmp/ when it finishes.
//
// Usage: node scripts/desktop/check-package.mjs [--no-build]

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateReleaseKey, privateKeyFrom, signRelease, verifyRelease } from './release-manifest.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const config = JSON.parse(readFileSync(path.join(root, 'neutralino.config.json'), 'utf8'))
const archivePath = path.join(root, 'dist', config.cli.binaryName, 'resources.neu')

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['neu', 'build'], { cwd: root, stdio: 'inherit' })
}

/** asar: UInt32LE 4, UInt32LE header pickle size, UInt32LE payload size, UInt32LE JSON length, JSON. */
export function readAsar(buffer) {
  if (buffer.length < 16 || buffer.readUInt32LE(0) !== 4) throw new Error('not an asar archive')
  const headerPickleSize = buffer.readUInt32LE(4)
  const jsonLength = buffer.readUInt32LE(12)
  const header = JSON.parse(buffer.subarray(16, 16 + jsonLength).toString('utf8'))
  const dataStart = 8 + headerPickleSize
  const entry = (file) => {
    let node = header
    for (const part of file.split('/')) {
      node = node.files?.[part]
      if (!node) return undefined
    }
    return node
  }
  return {
    has: (file) => entry(file) !== undefined,
    read: (file) => {
      const found = entry(file)
      if (!found || found.size === undefined) throw new Error(`${file} is not in the archive`)
      const start = dataStart + Number(found.offset)
      return buffer.subarray(start, start + found.size).toString('utf8')
    },
  }
}

const failures = []
const archive = readAsar(readFileSync(archivePath))
const documentRoot = config.documentRoot.replace(/^\/|\/$/g, '')
const required = [
  'neutralino.config.json',
  config.modes.window.icon.replace(/^\//, ''),
  `${documentRoot}/index.html`,
  `${documentRoot}/neutralino.js`,
  // The Service Worker that keeps credentials out of media addresses (docs/desktop.md).
  `${documentRoot}/sw.js`,
]
for (const file of required) if (!archive.has(file)) failures.push(`missing ${file}`)

if (archive.has(`${documentRoot}/index.html`)) {
  const html = archive.read(`${documentRoot}/index.html`)
  const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)].map((match) => match[1])
  if (scripts[0] !== '/neutralino.js') failures.push(`index.html must load /neutralino.js first (found ${scripts[0]})`)
  for (const url of scripts) {
    if (/^[a-z]+:/i.test(url)) continue
    if (!archive.has(`${documentRoot}/${url.replace(/^\//, '')}`)) failures.push(`index.html loads ${url}, not in the archive`)
  }
}

if (archive.has(`${documentRoot}/.vite`)) failures.push(`${documentRoot}/.vite (the Vite manifest) is packed; the app never loads it`)

const updates = config.globalVariables ?? {}
if (updates.UPDATE_MANIFEST_URL && !updates.UPDATE_MANIFEST_URL.startsWith('https://')) {
  failures.push('UPDATE_MANIFEST_URL must be https')
}
if (updates.UPDATE_MANIFEST_URL && !updates.UPDATE_PUBLIC_KEY) failures.push('UPDATE_MANIFEST_URL is set without UPDATE_PUBLIC_KEY: no update would verify')
const releaseManifest = path.join(root, 'dist', 'update', 'manifest.json')
let signing = ''
try {
  if (existsSync(releaseManifest)) {
    if (!updates.UPDATE_PUBLIC_KEY) throw new Error('dist/update/manifest.json exists but UPDATE_PUBLIC_KEY is empty')
    const text = readFileSync(releaseManifest, 'utf8')
    const { version } = JSON.parse(JSON.parse(text).body)
    const published = readFileSync(path.join(root, 'dist', 'update', `resources-${version}.neu`))
    verifyRelease(text, updates.UPDATE_PUBLIC_KEY ?? '', published)
    signing = `dist/update/manifest.json (${version}) verifies with UPDATE_PUBLIC_KEY against its archive`
  } else {
    const key = generateReleaseKey()
    const bytes = readFileSync(archivePath)
    const text = signRelease({
      archive: bytes,
      applicationId: config.applicationId,
      version: config.version,
      resourcesURL: 'https://updates.invalid/resources.neu',
      notes: '',
      privateKey: privateKeyFrom(key.privateKeyBase64),
    })
    verifyRelease(text, key.publicKeyBase64, bytes)
    signing = 'a manifest signed for this build verifies (throwaway key; no dist/update release)'
  }
} catch (error) {
  failures.push(`update manifest: ${error.message}`)
}

if (failures.length > 0) {
  console.error(`desktop package: ${archivePath}\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.info(`desktop package OK: ${path.relative(root, archivePath)} holds ${required.join(', ')} and every file index.html loads; ${signing}`)
