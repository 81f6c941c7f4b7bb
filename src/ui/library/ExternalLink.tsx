import { ExternalLinkIcon } from '@radix-ui/react-icons'
import { Link } from '@radix-ui/themes'
import type { ReactNode } from 'react'

/** A link off the app: new tab, no opener, no referrer. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExternalLinkIcon aria-hidden />
    </Link>
  )
}
