import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import type { RadioStation } from '../../model/radios/radios'
import { createRadioFx, fetchRadiosFx, updateRadioFx } from '../../model/radios/radio-calls'
import { editRadioRequested, newRadioRequested } from '../../model/radios/radio-editor'
import type { RadioForm } from '../../model/radios/radio-form'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { RadioEditorDialog } from './RadioEditorDialog'

const JAZZ: RadioStation = { id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live', homePageUrl: 'https://jazz.example.org' }

async function open(mode: 'create' | 'edit') {
  const create = vi.fn<(connection: unknown, form: RadioForm) => Promise<undefined>>(async (_connection: unknown, _form: RadioForm) => undefined)
  const update = vi.fn<(connection: unknown, params: { id: string; form: RadioForm }) => Promise<undefined>>(async (_connection: unknown, _params: { id: string; form: RadioForm }) => undefined)
  const { scope } = forkWithShell({
    handlers: [
      [createRadioFx, create],
      [updateRadioFx, update],
      [fetchRadiosFx, async () => []],
    ],
  })
  await signIn(scope)
  if (mode === 'create') await allSettled(newRadioRequested, { scope })
  else await allSettled(editRadioRequested, { scope, params: JAZZ })
  renderInScope(<RadioEditorDialog />, { scope })
  const dialog = await screen.findByRole('dialog', { name: mode === 'create' ? 'New radio station' : 'Edit radio station' })
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  return { create, update, dialog, field, user: userEvent.setup() }
}

describe('RadioEditorDialog', () => {
  it('shows each validation message on its field', async () => {
    const { dialog, field, user, create } = await open('create')
    await user.type(field('Name'), 'FM')
    await user.type(field('Homepage URL'), 'jazz')
    await user.type(field('Stream URL'), 'http://a')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(field('Name')).toHaveAccessibleDescription('Radio name must be at least 3 characters.')
    expect(field('Homepage URL')).toHaveAccessibleDescription('Please provide a valid URL.')
    expect(field('Stream URL')).toHaveAccessibleDescription('Stream URL must be at least 10 characters')
    await user.clear(field('Homepage URL'))
    await user.type(field('Homepage URL'), 'http://ab')
    expect(field('Homepage URL')).toHaveAccessibleDescription('Homepage URL must be at least 10 characters')
    await user.clear(field('Stream URL'))
    await user.type(field('Stream URL'), 'ftp://jazz.example.org')
    expect(field('Stream URL')).toHaveAccessibleDescription('Please provide a valid URL.')
    expect(create).not.toHaveBeenCalled()
  })

  it('adds a valid station', async () => {
    const { dialog, field, user, create } = await open('create')
    await user.type(field('Name'), 'Jazz FM')
    await user.type(field('Homepage URL'), 'https://jazz.example.org')
    await user.type(field('Stream URL'), 'https://jazz.example.org/live')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.anything(), { name: 'Jazz FM', homepageUrl: 'https://jazz.example.org', streamUrl: 'https://jazz.example.org/live' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('edits a station, starting from its values', async () => {
    const { dialog, field, user, update } = await open('edit')
    expect(field('Stream URL')).toHaveValue('https://jazz.example.org/live')
    await user.clear(field('Name'))
    await user.type(field('Name'), 'Jazz FM Paris')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.anything(), {
        id: 'r1',
        form: { name: 'Jazz FM Paris', homepageUrl: 'https://jazz.example.org', streamUrl: 'https://jazz.example.org/live' },
      }),
    )
  })
})
