import { Blockquote, Box, Code, Em, Heading, Separator, Strong, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { Block, Inline } from './release-notes-markdown'
import { ExternalLink } from '../links/ExternalLink'
import { parseMarkdown } from './release-notes-markdown'

/**
 * Markdown release notes as React elements (never innerHTML). Links are ExternalLinks: a click
 * goes through the host (the desktop webview has no tabs: the shell opens the system browser).
 */
export function ReleaseNotes({ markdown }: { markdown: string }) {
  return <Box>{parseMarkdown(markdown).map((block, index) => renderBlock(block, index))}</Box>
}

const HEADING_SIZE = { 1: '4', 2: '3', 3: '2' } as const

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(block.level + 2, 6) as 3 | 4 | 5 | 6
      return (
        <Heading key={index} as={`h${level}`} size={HEADING_SIZE[Math.min(block.level, 3) as 1 | 2 | 3]} mt="3" mb="1">
          {renderInlines(block.children)}
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <Text key={index} as="p" size="2" mb="2">
          {renderInlines(block.children)}
        </Text>
      )
    case 'quote':
      return (
        <Blockquote key={index} size="2" mb="2">
          {renderInlines(block.children)}
        </Blockquote>
      )
    case 'list': {
      const items = block.items.map((item, itemIndex) => (
        <li key={itemIndex}>
          <Text size="2">{renderInlines(item)}</Text>
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

function renderInlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'code':
        return <Code key={index}>{node.text}</Code>
      case 'strong':
        return <Strong key={index}>{renderInlines(node.children)}</Strong>
      case 'em':
        return <Em key={index}>{renderInlines(node.children)}</Em>
      case 'link':
        return (
          <ExternalLink key={index} href={node.href} icon={false}>
            {renderInlines(node.children)}
          </ExternalLink>
        )
    }
  })
}
