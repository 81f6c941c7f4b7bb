import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { $openDialog } from '../../../model/dialogs/dialogs'
import { $currentRadio, $isPlaying } from '../../../model/queue/queue'
import { fetchRadiosFx } from '../../../model/radios/radio-calls'
import type { RadioStation } from '../../../model/radios/radios'
import { $radioToDelete } from '../../../model/radios/radio-delete'
import { $radioForm } from '../../../model/radios/radio-editor'
import { installLayoutStubs } from '../../../testing/dom'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
import { RadiosScreen } from './RadiosScreen'

const JAZZ: RadioStation = { id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live', homePageUrl: 'https://jazz.example.org' }
const ODD: RadioStation = { id: 'r2', name: '<b>Odd</b>', streamUrl: 'https://odd.example.org/stream', homePageUrl: 'javascript:alert(1)' }

async function show(stations: readonly RadioStation[]) {
  const { scope } = forkWithShell({ handlers: [[fetchRadiosFx, async () => stations]] })
  await signIn(scope)
  renderInScope(<RadiosScreen />, { scope })
  return { scope, user: userEvent.setup() }
}

beforeAll(installLayoutStubs)

describe('RadiosScreen', () => {
  it('shows the empty state when there are no stations', async () => {
    await show([])
    expect(await screen.findByRole('heading', { name: 'No radio stations yet' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add radio station' })).toBeEnabled()
  })

  it('lists name, homepage link and stream URL; server text stays text', async () => {
    await show([JAZZ, ODD])
    const table = await screen.findByRole('table', { name: 'Radio stations' })
    const jazz = within(table).getByRole('row', { name: /Jazz FM/ })
    const homepage = within(jazz).getByRole('link', { name: 'https://jazz.example.org' })
    expect(homepage).toHaveAttribute('href', 'https://jazz.example.org')
    expect(homepage).toHaveAttribute('target', '_blank')
    expect(homepage).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(jazz).getByText('https://jazz.example.org/live')).toBeInTheDocument()
    const odd = within(table).getByRole('row', { name: /<b>Odd<\/b>/ })
    expect(within(odd).queryByRole('link')).toBeNull()
    expect(within(odd).getByText('javascript:alert(1)')).toBeInTheDocument()
  })

  it('plays and pauses a station from its row', async () => {
    const { scope, user } = await show([JAZZ, ODD])
    const play = await screen.findByRole('button', { name: 'Play Jazz FM' })
    expect(play).toHaveAttribute('aria-pressed', 'false')
    await user.click(play)
    expect(scope.getState($currentRadio)).toEqual(JAZZ)
    expect(scope.getState($isPlaying)).toBe(true)
    const pause = screen.getByRole('button', { name: 'Pause Jazz FM' })
    expect(pause).toHaveAttribute('aria-pressed', 'true')
    await user.click(pause)
    expect(scope.getState($isPlaying)).toBe(false)
    expect(screen.getByRole('button', { name: 'Play Jazz FM' })).toBeInTheDocument()
  })

  it('edits and deletes through the commands, with the row as their target', async () => {
    const { scope, user } = await show([JAZZ, ODD])
    await user.click(await screen.findByRole('button', { name: 'Edit <b>Odd</b>' }))
    await waitFor(() => expect(scope.getState($openDialog)).toBe('radioEditor'))
    expect(scope.getState($radioForm)).toEqual({ name: '<b>Odd</b>', homepageUrl: 'javascript:alert(1)', streamUrl: 'https://odd.example.org/stream' })
    await user.click(screen.getByRole('button', { name: 'Delete Jazz FM' }))
    await waitFor(() => expect(scope.getState($openDialog)).toBe('radioDelete'))
    expect(scope.getState($radioToDelete)).toEqual(JAZZ)
  })
})
