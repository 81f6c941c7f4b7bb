import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it } from 'vitest'
import { dialogOpened, settingsPageChanged } from '../../../model/dialogs/dialogs'
import { persistedStoresLoadRequested } from '../../../model/persistence/persist-store'
import { $audioEffects, webAudioChecked } from '../../../model/player/audio-effects'
import { $streamAccess } from '../../../model/player/playback'
import { listPlayed } from '../../../model/queue/queue-events'
import { installLayoutStubs } from '../../../testing/dom'
import { makeSongs } from '../../../testing/queue-songs'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
import { SettingsDialog } from '../SettingsDialog'

async function openAudioSettings() {
  const { scope, shell } = forkWithShell()
  await allSettled(persistedStoresLoadRequested, { scope })
  await signIn(scope)
  await allSettled(settingsPageChanged, { scope, params: 'audio' })
  await allSettled(dialogOpened, { scope, params: 'settings' })
  renderInScope(<SettingsDialog />, { scope })
  const dialog = await screen.findByRole('dialog', { name: /^Settings/ })
  return { scope, shell, dialog, user: userEvent.setup() }
}

beforeAll(() => installLayoutStubs())

describe('crossfade and equaliser settings', () => {
  it('crossfade: off by default, 0–12 s said in seconds, albums kept gapless; stored', async () => {
    const { dialog, user, scope, shell } = await openAudioSettings()
    const crossfade = within(dialog).getByRole('switch', { name: 'Crossfade between songs' })
    expect(crossfade).toHaveAttribute('aria-checked', 'false')
    const length = within(dialog).getByRole('slider', { name: 'Crossfade length' })
    expect(length).toBeDisabled()
    await user.click(crossfade)
    expect(crossfade).toHaveAttribute('aria-checked', 'true')
    expect(length).toHaveAttribute('aria-valuetext', '5 s')
    expect(length).toHaveAttribute('min', '0')
    expect(length).toHaveAttribute('max', '12')
    fireEvent.change(length, { target: { value: '8' } })
    expect(length).toHaveAttribute('aria-valuetext', '8 s')
    expect(within(dialog).getByRole('switch', { name: 'Not within albums' })).toHaveAttribute('aria-checked', 'true')
    expect(scope.getState($audioEffects).crossfade).toEqual({ enabled: true, seconds: 8, notWithinAlbums: true })
    expect(JSON.parse(shell.data.get('audioEffects') ?? '{}').state.crossfade).toEqual({ enabled: true, seconds: 8, notWithinAlbums: true })
  })

  it('equaliser: a preset (through the command bus) sets ten named sliders said in dB; moving one makes it custom', async () => {
    const { dialog, user, scope } = await openAudioSettings()
    const bands = within(dialog).getByRole('group', { name: 'Equalizer bands' })
    const sliders = within(bands).getAllByRole('slider')
    expect(sliders.map((slider) => slider.getAttribute('aria-valuetext'))).toEqual(Array(10).fill('0 dB'))
    expect(within(bands).getByRole('slider', { name: '31 Hz' })).toBeDisabled()
    const presets = within(dialog).getByRole('group', { name: 'Presets' })
    expect(within(presets).getAllByRole('button').map((button) => button.textContent)).toEqual(['Flat', 'Bass boost', 'Treble boost', 'Vocal', 'Loudness'])
    await user.click(within(presets).getByRole('button', { name: 'Bass boost' }))
    expect(within(presets).getByRole('button', { name: 'Bass boost' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).getByRole('switch', { name: 'Equalizer on' })).toHaveAttribute('aria-checked', 'true')
    expect(within(bands).getByRole('slider', { name: '31 Hz' })).toHaveAttribute('aria-valuetext', '+6 dB')
    expect(within(bands).getByRole('slider', { name: '16 kHz' })).toHaveAttribute('aria-valuetext', '0 dB')
    fireEvent.change(within(bands).getByRole('slider', { name: '1 kHz' }), { target: { value: '-4' } })
    expect(within(bands).getByRole('slider', { name: '1 kHz' })).toHaveAttribute('aria-valuetext', '-4 dB')
    expect(within(presets).getByRole('button', { name: 'Bass boost' })).toHaveAttribute('aria-pressed', 'false')
    expect(scope.getState($audioEffects).equalizer).toMatchObject({ preset: 'custom', bands: [6, 5, 4, 2, 0, -4, 0, 0, 0, 0] })
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Equalizer pre-amp' }), { target: { value: '-3' } })
    expect(scope.getState($audioEffects).equalizer.preAmp).toBe(-3)
  })

  it('without Web Audio: the equaliser off and says why, crossfade still offered (it fades by volume)', async () => {
    const { dialog, scope } = await openAudioSettings()
    await allSettled(webAudioChecked, { scope, params: false })
    const crossfade = within(dialog).getByRole('switch', { name: 'Crossfade between songs' })
    expect(crossfade).toBeEnabled()
    const equalizer = within(dialog).getByRole('switch', { name: 'Equalizer on' })
    expect(equalizer).toBeDisabled()
    expect(equalizer).toHaveAccessibleDescription(/^Unavailable: this browser lacks Web Audio/)
  })

  it('a server whose streams carry no CORS: the equaliser off, saying the server must allow CORS', async () => {
    const { dialog, scope } = await openAudioSettings()
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(1), index: 0 } })
    expect(scope.getState($streamAccess)).toBe('refused')
    const equalizer = within(dialog).getByRole('switch', { name: 'Equalizer on' })
    expect(equalizer).toBeDisabled()
    expect(equalizer).toHaveAccessibleDescription(/needs the server to allow CORS/)
    expect(within(dialog).getByRole('switch', { name: 'Crossfade between songs' })).toBeEnabled()
  })
})
