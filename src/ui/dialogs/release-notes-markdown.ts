/**
 * The markdown subset of release notes, parsed to a tree that React renders as elements: never
 * HTML. Blocks: headings, bullet and numbered lists, fenced code, quotes, rules, paragraphs.
 * Inline: `code`, **bold**, *italic*, [links](https://…) and bare https:// addresses. Raw HTML
 * stays text; a link to anything but http(s) stays text.
 */
export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'strong' | 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] }

export type Block =
  | { readonly kind: 'heading'; readonly level: number; readonly children: readonly Inline[] }
  | { readonly kind: 'paragraph' | 'quote'; readonly children: readonly Inline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'rule' }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/
const FENCE = /^\s*(```|~~~)/
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/
const QUOTE = /^\s*>\s?(.*)$/

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i] ?? ''
    if (line.trim() === '') {
      i++
      continue
    }
    const fence = FENCE.exec(line)
    if (fence) {
      const code: string[] = []
      i++
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1] ?? '```')) code.push(lines[i++] ?? '')
      i++
      blocks.push({ kind: 'code', text: code.join('\n') })
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, children: parseInline(heading[2] ?? '') })
      i++
      continue
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' })
      i++
      continue
    }
    const listPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null
    if (listPattern) {
      const items: Inline[][] = []
      while (i < lines.length && listPattern.exec(lines[i] ?? '')) {
        items.push(parseInline(listPattern.exec(lines[i] ?? '')?.[1] ?? ''))
        i++
      }
      blocks.push({ kind: 'list', ordered: listPattern === NUMBERED, items })
      continue
    }
    const quoted = QUOTE.test(line)
    const text: string[] = []
    while (i < lines.length) {
      const next = lines[i] ?? ''
      if (next.trim() === '' || FENCE.test(next) || HEADING.test(next) || BULLET.test(next) || NUMBERED.test(next)) break
      if (QUOTE.test(next) !== quoted) break
      text.push(quoted ? (QUOTE.exec(next)?.[1] ?? '') : next.trim())
      i++
    }
    blocks.push({ kind: quoted ? 'quote' : 'paragraph', children: parseInline(text.join(' ')) })
  }
  return blocks
}

/** code, link, bold, italic, bare address: the earliest match wins, the rest is text. */
const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(\s*([^)\s]+)\s*\)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|\b_([^_\s](?:[^_]*[^_\s])?)_\b|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  while (rest.length > 0) {
    const match = INLINE.exec(rest)
    if (!match) {
      out.push({ kind: 'text', text: rest })
      break
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) })
    const [whole, code, linkText, href, bold1, bold2, em1, em2, bare] = match
    if (code !== undefined) out.push({ kind: 'code', text: code })
    else if (linkText !== undefined && href !== undefined) {
      const children = parseInline(linkText)
      out.push(safeHref(href) ? { kind: 'link', href, children } : { kind: 'text', text: whole })
    } else if (bold1 !== undefined || bold2 !== undefined) out.push({ kind: 'strong', children: parseInline(bold1 ?? bold2 ?? '') })
    else if (em1 !== undefined || em2 !== undefined) out.push({ kind: 'em', children: parseInline(em1 ?? em2 ?? '') })
    else if (bare !== undefined) out.push({ kind: 'link', href: bare, children: [{ kind: 'text', text: bare }] })
    rest = rest.slice(match.index + whole.length)
  }
  return mergeText(out)
}

export function safeHref(href: string): boolean {
  try {
    const { protocol } = new URL(href)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = []
  for (const node of nodes) {
    const last = merged.at(-1)
    if (node.kind === 'text' && last?.kind === 'text') merged[merged.length - 1] = { kind: 'text', text: last.text + node.text }
    else merged.push(node)
  }
  return merged
}
