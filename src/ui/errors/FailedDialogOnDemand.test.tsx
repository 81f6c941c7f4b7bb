import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fork } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInScope } from '../../testing/render'

afterEach(() => {
  vi.doUnmock('./FailedDialog')
  vi.resetModules()
  vi.restoreAllMocks()
})

describe('FailedDialogOnDemand', () => {
  it('shows the failure in the Radix dialog, loaded when a part first fails', async () => {
    const { FailedDialogOnDemand } = await import('./FailedDialogOnDemand')
    const close = vi.fn<() => void>()
    renderInScope(<FailedDialogOnDemand title="Settings" error={new Error('boom')} onClose={close} />, { scope: fork() })
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    // Radix's dialog content (its state attribute), not the panel.
    expect(dialog).toHaveAttribute('data-state', 'open')
    expect(dialog).toHaveTextContent('This part of Tonearm failed')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(close).toHaveBeenCalled()
  })

  it('shows it in a panel, with Reload and Close, when the dialog’s own code does not arrive either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.doMock('./FailedDialog', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/FailedDialog.js')))
    const { FailedDialogOnDemand } = await import('./FailedDialogOnDemand')
    const close = vi.fn<() => void>()
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/Settings.js')
    renderInScope(<FailedDialogOnDemand title="Settings" error={chunkError} onClose={close} />, { scope: fork() })
    const panel = await screen.findByRole('dialog', { name: 'Settings' })
    expect(panel).not.toHaveAttribute('data-state')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(close).toHaveBeenCalled()
  })
})
