import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $openDialog } from '../../model/dialogs/dialogs'
import { $remindOnNextBoot, relaunchDelayFx, updateCheckRequested } from '../../model/update/update-flow'
import type { Updater } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { Toaster } from '../toasts/Toaster'
import { DialogHost } from './DialogHost'

const NOTES = [
  '## Fixes',
  '- Faster **start**',
  '- <script>alert("x")</script>',
  '- <img src=x onerror=alert(1)>',
  '',
  'See [the changelog](https://example.org/changelog) or [this](javascript:alert(1)).',
].join('\n')

async function openUpdate(options: { installFails?: boolean; body?: string } = {}) {
  const updater = {
    check: vi.fn<Updater['check']>(async () => ({ version: '0.9.0', body: options.body ?? NOTES })),
    install: vi.fn<Updater['install']>(async () => {
      if (options.installFails) throw { code: 'NE_UP_UPDINER', message: 'Update installation error' }
    }),
    restart: vi.fn<Updater['restart']>(async () => undefined),
  }
  const shell = createMemoryShell({ kind: 'desktop', updater })
  const { scope } = forkWithShell({ shell, handlers: [[relaunchDelayFx, () => undefined]] })
  await allSettled(updateCheckRequested, { scope })
  renderInScope(
    <>
      <DialogHost />
      <Toaster />
    </>,
    { scope },
  )
  const dialog = await screen.findByRole('dialog', { name: 'Update available' })
  return { scope, shell, updater, dialog, user: userEvent.setup() }
}

describe('UpdateDialog', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the new version and its release notes', async () => {
    const { dialog } = await openUpdate()
    expect(dialog).toHaveAccessibleDescription('Tonearm 0.9.0 is ready to install.')
    const notes = within(dialog).getByRole('region', { name: "What's new" })
    expect(within(notes).getByRole('heading', { name: 'Fixes' })).toBeInTheDocument()
    expect(within(notes).getByText('start').tagName).toBe('STRONG')
  })

  it('renders HTML in the notes as text, never as elements', async () => {
    const { dialog } = await openUpdate()
    expect(within(dialog).getByText('<script>alert("x")</script>')).toBeInTheDocument()
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(document.querySelector('script, img')).toBeNull()
  })

  it('links safely, and only to web addresses', async () => {
    const { dialog, user, shell } = await openUpdate()
    const link = within(dialog).getByRole('link', { name: 'the changelog' })
    expect(link).toHaveAttribute('href', 'https://example.org/changelog')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(dialog).getAllByRole('link')).toHaveLength(1)
    expect(within(dialog).getByText(/\[this\]\(javascript:alert\(1\)\)/)).toBeInTheDocument()
    await user.click(link)
    await waitFor(() => expect(shell.opened).toEqual(['https://example.org/changelog']))
  })

  it('says so when a release has no notes', async () => {
    const { dialog } = await openUpdate({ body: '  ' })
    expect(within(dialog).getByText('This release has no notes.')).toBeInTheDocument()
  })

  it('"Remind me later" closes and sets remind-on-next-boot', async () => {
    const { dialog, user, scope, updater } = await openUpdate()
    await user.click(within(dialog).getByRole('button', { name: 'Remind me later' }))
    await waitFor(() => expect(scope.getState($openDialog)).toBeNull())
    expect(scope.getState($remindOnNextBoot)).toBe(true)
    expect(updater.install).not.toHaveBeenCalled()
  })

  it('"Install and restart" installs, says the app relaunches, and relaunches', async () => {
    const { dialog, user, updater } = await openUpdate()
    await user.click(within(dialog).getByRole('button', { name: 'Install and restart' }))
    expect(await screen.findByText('Update installed. The app relaunches.')).toBeInTheDocument()
    expect(screen.getByText('Downloading and installing the update…')).toBeInTheDocument()
    await waitFor(() => expect(updater.restart).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a failed install says to download from GitHub', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { dialog, user, scope, updater } = await openUpdate({ installFails: true })
    await user.click(within(dialog).getByRole('button', { name: 'Install and restart' }))
    const toasts = screen.getByRole('region', { name: 'Notifications' })
    expect(await within(toasts).findByText('Failed to install the update. Please try downloading it directly from GitHub.')).toBeInTheDocument()
    expect(scope.getState($remindOnNextBoot)).toBe(true)
    expect(updater.restart).not.toHaveBeenCalled()
  })
})
