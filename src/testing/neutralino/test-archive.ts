/** For tests: a minimal resources.neu (asar) holding one file, laid out as @electron/asar writes it. */
export function resourcesArchive(files: Record<string, string> = { 'resources/www/index.html': '<!doctype html>' }): ArrayBuffer {
  const encoder = new TextEncoder()
  const contents = Object.values(files).map((text) => encoder.encode(text))
  const tree: Record<string, unknown> = {}
  let offset = 0
  Object.keys(files).forEach((path, index) => {
    const parts = path.split('/')
    let node = tree
    for (const part of parts.slice(0, -1)) {
      node[part] ??= { files: {} }
      node = (node[part] as { files: Record<string, unknown> }).files
    }
    const size = contents[index]?.length ?? 0
    node[parts.at(-1) ?? ''] = { size, offset: String(offset) }
    offset += size
  })
  const json = encoder.encode(JSON.stringify({ files: tree }))
  const padded = Math.ceil(json.length / 4) * 4
  const header = new DataView(new ArrayBuffer(16))
  header.setUint32(0, 4, true)
  header.setUint32(4, padded + 8, true)
  header.setUint32(8, padded + 4, true)
  header.setUint32(12, json.length, true)
  const out = new Uint8Array(16 + padded + offset)
  out.set(new Uint8Array(header.buffer))
  out.set(json, 16)
  let at = 16 + padded
  for (const content of contents) {
    out.set(content, at)
    at += content.length
  }
  return out.buffer
}
