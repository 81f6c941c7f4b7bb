import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown } from './release-notes-markdown'

describe('release notes markdown', () => {
  it('reads headings, lists, code, quotes, rules and paragraphs', () => {
    const blocks = parseMarkdown(
      "## What's new\n\n- Faster **start**\n- Fixed *lyrics*\n\n1. one\n2. two\n\n```\nnpm ci\n```\n\n> quoted\n\n---\nA paragraph\nwith two lines.",
    )
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'list', 'list', 'code', 'quote', 'rule', 'paragraph'])
    expect(blocks[0]).toEqual({ kind: 'heading', level: 2, children: [{ kind: 'text', text: "What's new" }] })
    expect(blocks[1]).toEqual({
      kind: 'list',
      ordered: false,
      items: [
        [{ kind: 'text', text: 'Faster ' }, { kind: 'strong', children: [{ kind: 'text', text: 'start' }] }],
        [{ kind: 'text', text: 'Fixed ' }, { kind: 'em', children: [{ kind: 'text', text: 'lyrics' }] }],
      ],
    })
    expect(blocks[3]).toEqual({ kind: 'code', text: 'npm ci' })
    expect(blocks[6]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'A paragraph with two lines.' }] })
  })

  it('keeps raw HTML as text', () => {
    expect(parseInline('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' },
    ])
  })

  it('links only web addresses', () => {
    expect(parseInline('[notes](https://example.org/notes) and [bad](javascript:alert(1))')).toEqual([
      { kind: 'link', href: 'https://example.org/notes', children: [{ kind: 'text', text: 'notes' }] },
      { kind: 'text', text: ' and [bad](javascript:alert(1))' },
    ])
    expect(parseInline('Full changelog: https://github.com/o/r/compare/v1...v2.')).toEqual([
      { kind: 'text', text: 'Full changelog: ' },
      { kind: 'link', href: 'https://github.com/o/r/compare/v1...v2', children: [{ kind: 'text', text: 'https://github.com/o/r/compare/v1...v2' }] },
      { kind: 'text', text: '.' },
    ])
  })

  it('reads inline code literally and snake_case as text', () => {
    expect(parseInline('set `**x**` in my_config_file')).toEqual([
      { kind: 'text', text: 'set ' },
      { kind: 'code', text: '**x**' },
      { kind: 'text', text: ' in my_config_file' },
    ])
  })
})
