/**
 * A file name every desktop OS accepts, without any folder part: no path separators, control or
 * Windows-forbidden characters (`<>:"/\|?*`), no trailing dots or spaces (Windows drops them),
 * no reserved Windows device name (`CON`, `nul.txt`, `COM1`…, which Windows opens as a device),
 * and at most 255 bytes of UTF-8 (ext4, APFS and NTFS limits), cut on a character boundary and
 * keeping the extension. `roomBytes` leaves space for a suffix added later (` (12)`).
 */
export const MAX_FILE_NAME_BYTES = 255

const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}

/** The longest start of `text` (whole code points) within `maxBytes` of UTF-8. */
function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0
  let out = ''
  for (const char of text) {
    const size = utf8Length(char)
    if (bytes + size > maxBytes) break
    bytes += size
    out += char
  }
  return out
}

export function safeFileName(fileName: string, roomBytes = 0): string {
  const budget = MAX_FILE_NAME_BYTES - roomBytes
  let cleaned = fileName
    .normalize('NFC')
    // oxlint-disable-next-line no-control-regex -- control characters are what we remove
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && utf8Length(cleaned.slice(dot)) <= 16 ? cleaned.slice(dot) : ''
  let stem = extension ? cleaned.slice(0, dot) : cleaned
  if (RESERVED.test(stem.split('.')[0]?.trim() ?? '')) stem = `_${stem}`
  if (utf8Length(stem + extension) > budget) {
    stem = truncateUtf8(stem, budget - utf8Length(extension)).replace(/[\s.]+$/, '')
  }
  cleaned = stem + extension
  return cleaned === '' || cleaned === extension ? `download${extension}` : cleaned
}
