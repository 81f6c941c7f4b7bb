import type { EventCallable, Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RadioStation } from '../../api/codecs/radio-station'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { recordToasts } from '../../testing/toast-log'
import { $openDialog } from '../dialogs/dialogs'
import { $currentRadio } from '../queue/queue'
import { radioPlayed } from '../queue/queue-events'
import { createRadioFx, deleteRadioFx, fetchRadiosFx, updateRadioFx } from './radio-calls'
import { deleteRadioConfirmed, deleteRadioRequested } from './radio-delete'
import { $radioForm, $radioFormErrors, editRadioRequested, newRadioRequested, radioFormChanged, radioFormSubmitted } from './radio-editor'
import type { RadioForm } from './radio-form'
import { $playingRadioId, radioPlayToggled } from './radio-playback'
import { $radios, $radiosStatus, radiosRefreshRequested } from './radios'

const JAZZ: RadioStation = { id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live', homePageUrl: 'https://jazz.example.org' }
const NEWS: RadioStation = { id: 'r2', name: 'News 24', streamUrl: 'https://news.example.org/stream' }
const FORM: RadioForm = { name: 'Jazz FM', homepageUrl: 'https://jazz.example.org', streamUrl: 'https://jazz.example.org/live' }

async function setup(options: { fail?: ('create' | 'update' | 'delete' | 'fetch')[]; server?: readonly RadioStation[] } = {}) {
  const calls = { fetches: 0, created: [] as RadioForm[], updated: [] as { id: string; form: RadioForm }[], deleted: [] as string[] }
  const failing = new Set(options.fail ?? [])
  const fail = (what: 'create' | 'update' | 'delete' | 'fetch') => {
    if (failing.has(what)) throw new Error('Server error 50: not authorized')
  }
  const { scope } = forkWithShell({
    handlers: [
      [
        fetchRadiosFx,
        async () => {
          calls.fetches += 1
          fail('fetch')
          return options.server ?? [JAZZ, NEWS]
        },
      ],
      [
        createRadioFx,
        async (_connection: unknown, form: RadioForm) => {
          calls.created.push(form)
          fail('create')
        },
      ],
      [
        updateRadioFx,
        async (_connection: unknown, params: { id: string; form: RadioForm }) => {
          calls.updated.push(params)
          fail('update')
        },
      ],
      [
        deleteRadioFx,
        async (_connection: unknown, id: string) => {
          calls.deleted.push(id)
          fail('delete')
        },
      ],
    ],
  })
  await signIn(scope)
  return { scope, calls, toasts: recordToasts(scope) }
}

function run<T>(scope: Scope, unit: EventCallable<T>, ...params: T extends void ? [] : [T]) {
  return settleWithFakeTimers(() => allSettled(unit, { scope, params: params[0] as T }))
}

afterEach(() => vi.useRealTimers())

describe('the radio station list', () => {
  it('loads the stations', async () => {
    const { scope } = await setup()
    expect(scope.getState($radiosStatus)).toBe('idle')
    await allSettled(radiosRefreshRequested, { scope })
    expect(scope.getState($radios)).toEqual([JAZZ, NEWS])
    expect(scope.getState($radiosStatus)).toBe('ready')
  })

  it('says when they cannot be loaded', async () => {
    const { scope } = await setup({ fail: ['fetch'] })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await allSettled(radiosRefreshRequested, { scope })
    expect(scope.getState($radiosStatus)).toBe('failed')
    vi.restoreAllMocks()
  })

  it('plays a row through the queue with the whole list', async () => {
    const { scope } = await setup()
    await allSettled(radiosRefreshRequested, { scope })
    const played = vi.fn<(payload: { stations: readonly RadioStation[]; index: number }) => void>()
    const unwatch = radioPlayed.watch(played)
    await allSettled(radioPlayToggled, { scope, params: 'r2' })
    expect(played).toHaveBeenCalledWith({ stations: [JAZZ, NEWS], index: 1 })
    expect(scope.getState($playingRadioId)).toBe('r2')
    await allSettled(radioPlayToggled, { scope, params: 'r2' })
    expect(scope.getState($playingRadioId)).toBeNull()
    expect(scope.getState($currentRadio)).toEqual(NEWS)
    await allSettled(radioPlayToggled, { scope, params: 'r1' })
    expect(scope.getState($playingRadioId)).toBe('r1')
    unwatch()
    expect(played).toHaveBeenCalledTimes(2)
  })

  it('plays an edited station afresh rather than resuming its old address', async () => {
    const moved = { ...JAZZ, streamUrl: 'https://jazz.example.org/new' }
    let server: readonly RadioStation[] = [JAZZ, NEWS]
    const { scope } = forkWithShell({ handlers: [[fetchRadiosFx, async () => server]] })
    await signIn(scope)
    await allSettled(radiosRefreshRequested, { scope })
    await allSettled(radioPlayToggled, { scope, params: 'r1' })
    await allSettled(radioPlayToggled, { scope, params: 'r1' })
    expect(scope.getState($playingRadioId)).toBeNull()
    server = [moved, NEWS]
    await allSettled(radiosRefreshRequested, { scope })
    await allSettled(radioPlayToggled, { scope, params: 'r1' })
    expect(scope.getState($currentRadio)).toEqual(moved)
    expect(scope.getState($playingRadioId)).toBe('r1')
  })
})

describe('adding a radio station', () => {
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const { scope, calls } = await setup()
    await allSettled(newRadioRequested, { scope })
    expect(scope.getState($openDialog)).toBe('radioEditor')
    await allSettled(radioFormChanged, { scope, params: { name: 'FM', homepageUrl: 'not a url', streamUrl: 'http://a' } })
    await allSettled(radioFormSubmitted, { scope })
    expect(scope.getState($radioFormErrors)).toEqual({
      name: 'radios.form.errors.nameLength',
      homepageUrl: 'radios.form.errors.urlInvalid',
      streamUrl: 'radios.form.errors.streamLength',
    })
    expect(calls.created).toEqual([])
  })

  it('creates it, says so, closes and refetches', async () => {
    const { scope, calls, toasts } = await setup()
    await allSettled(newRadioRequested, { scope })
    await allSettled(radioFormChanged, { scope, params: { ...FORM, name: ' Jazz FM ' } })
    await run(scope, radioFormSubmitted)
    expect(calls.created).toEqual([FORM])
    expect(toasts()).toEqual([{ tone: 'success', text: 'Radio station added.' }])
    expect(scope.getState($openDialog)).toBeNull()
    expect(calls.fetches).toBe(1)
  })

  it('on failure says "Failed to create radio!", keeps the form and refetches', async () => {
    const { scope, calls, toasts } = await setup({ fail: ['create'], server: [NEWS] })
    await allSettled(newRadioRequested, { scope })
    await allSettled(radioFormChanged, { scope, params: FORM })
    await run(scope, radioFormSubmitted)
    expect(toasts()).toEqual([{ tone: 'error', text: 'Failed to create radio!' }])
    expect(scope.getState($openDialog)).toBe('radioEditor')
    expect(scope.getState($radios)).toEqual([NEWS])
    expect(calls.fetches).toBe(1)
  })
})

describe('editing a radio station', () => {
  it('fills the form from the station and updates it', async () => {
    const { scope, calls, toasts } = await setup()
    await allSettled(editRadioRequested, { scope, params: NEWS })
    expect(scope.getState($radioForm)).toEqual({ name: 'News 24', homepageUrl: '', streamUrl: 'https://news.example.org/stream' })
    await allSettled(radioFormChanged, { scope, params: { homepageUrl: 'https://news.example.org' } })
    await run(scope, radioFormSubmitted)
    expect(calls.updated).toEqual([
      { id: 'r2', form: { name: 'News 24', homepageUrl: 'https://news.example.org', streamUrl: 'https://news.example.org/stream' } },
    ])
    expect(toasts()).toEqual([{ tone: 'success', text: 'Radio station updated.' }])
    expect(calls.fetches).toBe(1)
  })

  it('on failure says "Failed to update radio!"', async () => {
    const { scope, calls, toasts } = await setup({ fail: ['update'] })
    await allSettled(editRadioRequested, { scope, params: JAZZ })
    await run(scope, radioFormSubmitted)
    expect(toasts()).toEqual([{ tone: 'error', text: 'Failed to update radio!' }])
    expect(calls.fetches).toBe(1)
  })
})

describe('deleting a radio station', () => {
  it('asks first, then deletes and refetches', async () => {
    const { scope, calls, toasts } = await setup({ server: [NEWS] })
    await allSettled(deleteRadioRequested, { scope, params: JAZZ })
    expect(scope.getState($openDialog)).toBe('radioDelete')
    expect(calls.deleted).toEqual([])
    await run(scope, deleteRadioConfirmed)
    expect(calls.deleted).toEqual(['r1'])
    expect(toasts()).toEqual([{ tone: 'success', text: 'Radio station deleted.' }])
    expect(scope.getState($openDialog)).toBeNull()
    expect(scope.getState($radios)).toEqual([NEWS])
  })

  it('on failure says "Failed to remove radio!" and refetches', async () => {
    const { scope, calls, toasts } = await setup({ fail: ['delete'] })
    await allSettled(deleteRadioRequested, { scope, params: JAZZ })
    await run(scope, deleteRadioConfirmed)
    expect(toasts()).toEqual([{ tone: 'error', text: 'Failed to remove radio!' }])
    expect(scope.getState($openDialog)).toBeNull()
    expect(scope.getState($radios)).toEqual([JAZZ, NEWS])
    expect(calls.fetches).toBe(1)
  })
})
