import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { ExternalLink } from './ExternalLink'

describe('ExternalLink', () => {
  it('opens the address through the host on a click, not by the webview', async () => {
    const { scope, shell } = forkWithShell()
    renderInScope(<ExternalLink href="https://www.last.fm/music/Artist">Last.fm</ExternalLink>, { scope })
    const link = screen.getByRole('link', { name: 'Last.fm' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await waitFor(() => expect(shell.opened).toEqual(['https://www.last.fm/music/Artist']))
  })

  it('does nothing on a modifier-click', async () => {
    const { scope, shell } = forkWithShell()
    renderInScope(<ExternalLink href="https://musicbrainz.org/release/1">MusicBrainz</ExternalLink>, { scope })
    const link = screen.getByRole('link', { name: 'MusicBrainz' })
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(false)
    await userEvent.setup().click(link)
    await waitFor(() => expect(shell.opened).toEqual(['https://musicbrainz.org/release/1']))
  })

  it('shows anything but a web address as text', () => {
    const { scope } = forkWithShell()
    renderInScope(<ExternalLink href="javascript:alert(1)">Homepage</ExternalLink>, { scope })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Homepage')).toBeInTheDocument()
  })
})
