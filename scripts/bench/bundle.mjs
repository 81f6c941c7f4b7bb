// Weighs the built app: gzip of each route chunk with what it imports, from Vite's manifest.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export function gzipKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024
}

/** For each lazily imported source module: the gzip KB of its JS and CSS not already in the entry. */
export function routeChunks(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) closure(dep, seen)
    return seen
  }
  const entryFiles = filesOf(manifest, closure(entryKey))
  const rows = []
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    const files = filesOf(manifest, closure(key)).filter((file) => !entryFiles.includes(file))
    const kb = files.reduce((sum, file) => sum + gzipKb(path.join(outDir, file)), 0)
    rows.push({ module: key, kb })
  }
  return { entryFiles, rows: rows.sort((a, b) => b.kb - a.kb) }
}

function filesOf(manifest, keys) {
  const files = new Set()
  for (const key of keys) {
    files.add(manifest[key].file)
    for (const css of manifest[key].css ?? []) files.add(css)
  }
  return [...files]
}

/**
 * The start: the scripts index.html loads and preloads (the entry and the start chunks,
 * scripts/vite/start-chunks-plugin.ts) with what they import statically, and the language's texts
 * (`locale-en-US`, the bench's language): their gzip KB and file count, read from the build.
 */
export function startScripts(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  const files = new Set()
  const visit = (file) => {
    if (files.has(file)) return
    files.add(file)
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file)
  }
  for (const [, file] of html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)) visit(file)
  const locale = [...byFile.keys()].find((file) => /(^|\/)locale-en-US-[\w-]+\.js$/.test(file))
  if (locale) files.add(locale)
  const kb = [...files].reduce((sum, file) => sum + gzipKb(path.join(outDir, file)), 0)
  return { files: [...files], kb }
}
