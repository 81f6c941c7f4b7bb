import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { forkWithShell } from '../../testing/scope'
import { externalLinkOpened, isWebAddress } from './external-links'

describe('external links', () => {
  it('opens web addresses through the host, and drops every other scheme', async () => {
    const { scope, shell } = forkWithShell()
    for (const url of ['https://www.last.fm/music/Artist', 'javascript:alert(1)', 'file:///etc/passwd', 'http://radio.test/', 'not a url']) {
      await allSettled(externalLinkOpened, { scope, params: url })
    }
    expect(shell.opened).toEqual(['https://www.last.fm/music/Artist', 'http://radio.test/'])
  })

  it('knows a web address', () => {
    expect(isWebAddress('HTTPS://Example.org')).toBe(true)
    expect(isWebAddress('ftp://example.org')).toBe(false)
    expect(isWebAddress('/relative')).toBe(false)
  })
})
