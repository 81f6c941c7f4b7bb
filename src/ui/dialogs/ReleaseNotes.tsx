import { Blockquote, Box, Code, Em, Heading, Link, Separator, Strong, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { Block, Inline } from './release-notes-markdown'
import { parseMarkdown } from './release-notes-markdown'

type OpenLink = (href: string) => void

/**
 * Markdown release notes as React elements (never innerHTML). Links carry target="_blank" and
 * rel="noopener noreferrer"; with `onOpenLink` a click goes through the host instead (the desktop
 * webview has no tabs: the shell opens the system browser).
 */
export function ReleaseNotes({ markdown, onOpenLink }: { markdown: string; onOpenLink?: OpenLink }) {
  return <Box>{parseMarkdown(markdown).map((block, index) => renderBlock(block, index, onOpenLink))}</Box>
}

const HEADING_SIZE = { 1: '4', 2: '3', 3: '2' } as const

function renderBlock(block: Block, index: number, openLink: OpenLink | undefined): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(block.level + 2, 6) as 3 | 4 | 5 | 6
      return (
        <Heading key={index} as={`h${level}`} size={HEADING_SIZE[Math.min(block.level, 3) as 1 | 2 | 3]} mt="3" mb="1">
          {renderInlines(block.children, openLink)}
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <Text key={index} as="p" size="2" mb="2">
          {renderInlines(block.children, openLink)}
        </Text>
      )
    case 'quote':
      return (
        <Blockquote key={index} size="2" mb="2">
          {renderInlines(block.children, openLink)}
        </Blockquote>
      )
    case 'list': {
      const items = block.items.map((item, itemIndex) => (
        <li key={itemIndex}>
          <Text size="2">{renderInlines(item, openLink)}</Text>
        </li>
      ))
      return block.ordered ? (
        <ol key={index} style={{ margin: '0 0 var(--space-2)', paddingInlineStart: 'var(--space-5)' }}>
          {items}
        </ol>
      ) : (
        <ul key={index} style={{ margin: '0 0 var(--space-2)', paddingInlineStart: 'var(--space-5)' }}>
          {items}
        </ul>
      )
    }
    case 'code':
      return (
        <Box key={index} asChild mb="2">
          <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            <Code size="2" variant="ghost">
              {block.text}
            </Code>
          </pre>
        </Box>
      )
    case 'rule':
      return <Separator key={index} size="4" my="3" />
  }
}

function renderInlines(nodes: readonly Inline[], openLink: OpenLink | undefined): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'code':
        return <Code key={index}>{node.text}</Code>
      case 'strong':
        return <Strong key={index}>{renderInlines(node.children, openLink)}</Strong>
      case 'em':
        return <Em key={index}>{renderInlines(node.children, openLink)}</Em>
      case 'link':
        return (
          <Link
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={
              openLink &&
              ((event) => {
                event.preventDefault()
                openLink(node.href)
              })
            }
          >
            {renderInlines(node.children, openLink)}
          </Link>
        )
    }
  })
}
