import { ExternalLinkIcon } from '@radix-ui/react-icons'
import { Link, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { MouseEvent, ReactNode } from 'react'
import { externalLinkOpened, isWebAddress } from '../../model/host/external-links'

/**
 * Every link off the app (Last.fm, MusicBrainz, radio homepages, release notes). A click goes
 * through the host (the system browser in the desktop app, where a plain target=_blank does
 * nothing; a new tab without opener in a browser); only http(s) addresses become links, anything
 * else is shown as text. The href stays for the browser's own "copy link address".
 */
export function ExternalLink({ href, children, icon = true }: { href: string; children: ReactNode; icon?: boolean }) {
  const open = useUnit(externalLinkOpened)
  if (!isWebAddress(href)) return <Text>{children}</Text>
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    // Modifier-clicks on links do nothing (the app's guard stops them before React).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    open(href)
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      {icon && (
        <>
          {' '}
          <ExternalLinkIcon aria-hidden />
        </>
      )}
    </Link>
  )
}
