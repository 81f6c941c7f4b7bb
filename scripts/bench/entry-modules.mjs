// node scripts/bench/entry-modules.mjs [--all] [--top=N] [--include=REGEX]: builds the app and
// lists the modules the start evaluates before the app is usable: the scripts index.html loads
// and preloads (the entry and the start chunks) with what they import statically, and the
// English texts — the same files as the bench's "start's scripts" (scripts/bench/bundle.mjs) —
// plus the dynamic chunks whose module or name matches REGEX if given. Printed: each file's gzip,
// then a per-package summary and the modules, biggest first. Module sizes: each module's rendered
// code minified on its own (close to, not exactly, its share of the minified chunk), raw and gzip.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { minifySync } from 'rolldown/utils'
import { build } from 'vite'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const includeArg = args.find((arg) => arg.startsWith('--include='))?.slice(10)
const INCLUDE = includeArg ? new RegExp(includeArg) : null
const TOP = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 40)

const built = await build({ root: ROOT, logLevel: 'warn', build: { write: false } })
const bundle = Object.fromEntries((Array.isArray(built) ? built : [built]).flatMap((result) => result.output).map((item) => [item.fileName, item]))

const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
const entry = chunks.find((chunk) => chunk.isEntry)
const closure = new Set()
const visit = (file) => {
  if (closure.has(file)) return
  closure.add(file)
  for (const dep of byFile.get(file)?.imports ?? []) visit(dep)
}
visit(entry.fileName)
const html = Object.values(bundle).find((item) => item.type === 'asset' && item.fileName === 'index.html')
for (const [, file] of String(html?.source ?? '').matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)) if (byFile.has(file)) visit(file)
for (const chunk of chunks) {
  if (chunk.name === 'locale-en-US' || (INCLUDE && chunk.isDynamicEntry && INCLUDE.test(`${chunk.facadeModuleId ?? ''} ${chunk.name}`))) visit(chunk.fileName)
}

function minified(code) {
  try {
    const result = minifySync('module.js', code)
    return result.errors.length ? code : result.code
  } catch {
    return code
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (text) => gzipSync(text ?? '', { level: 9 }).length
const packageOf = (id) => {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  return match ? match[1].replace(/\\/g, '/') : id.startsWith(ROOT) ? path.relative(ROOT, id).split(/[\\/]/).slice(0, 3).join('/') : id
}

const rows = []
for (const file of closure) {
  const chunk = byFile.get(file)
  for (const [id, info] of Object.entries(chunk.modules)) {
    if (!info.renderedLength) continue
    const code = minified(info.code ?? '')
    rows.push({ id: id.startsWith(ROOT) ? path.relative(ROOT, id) : id, file, raw: code.length, gzip: gz(code) })
  }
}
rows.sort((a, b) => b.raw - a.raw)
const chunkGzip = [...closure].reduce((sum, file) => sum + gz(byFile.get(file).code), 0)
const css = Object.values(bundle).filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
const entryCss = [...closure].flatMap((file) => [...(byFile.get(file).viteMetadata?.importedCss ?? [])])
const cssGzip = entryCss.reduce((sum, name) => sum + gz(css.find((asset) => asset.fileName === name)?.source), 0)

console.info(`The start's files (gzip of each file as built):`)
for (const file of closure) console.info(`  ${kb(gz(byFile.get(file).code)).padStart(9)}  ${file}`)
console.info(`  ${closure.size} files`)
console.info(`JS ${kb([...closure].reduce((sum, file) => sum + byFile.get(file).code.length, 0))} raw, ${kb(chunkGzip)} gzip; CSS ${entryCss.join(', ')} ${kb(cssGzip)} gzip\n`)
const packages = new Map()
for (const row of rows) {
  const name = packageOf(row.id)
  const total = packages.get(name) ?? { raw: 0, gzip: 0, count: 0 }
  packages.set(name, { raw: total.raw + row.raw, gzip: total.gzip + row.gzip, count: total.count + 1 })
}
console.info('By package / source folder (raw, gzip of modules alone):')
for (const [name, total] of [...packages].sort((a, b) => b[1].raw - a[1].raw).slice(0, TOP))
  console.info(`  ${kb(total.raw).padStart(9)} ${kb(total.gzip).padStart(9)}  ${name} (${total.count})`)
if (args.includes('--all') || TOP) {
  console.info('\nModules:')
  for (const row of rows.slice(0, args.includes('--all') ? rows.length : TOP))
    console.info(`  ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)}  ${row.id}`)
}
