import { createEvent, createStore, sample } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { toastShown } from '../toasts/toasts'
import { deleteRadioFx } from './radio-calls'
import { radiosRefreshRequested } from './radios'

/** Deleting a radio station asks first. */
export const deleteRadioRequested = createEvent<RadioStation>()
export const deleteRadioConfirmed = createEvent()

export const $radioToDelete = createStore<RadioStation | null>(null)
  .on(deleteRadioRequested, (_, radio) => radio)
  .reset(deleteRadioFx.finally)

export const $radioDeleting = deleteRadioFx.pending

sample({ clock: deleteRadioRequested, fn: () => 'radioDelete' as const, target: dialogOpened })

sample({
  clock: deleteRadioConfirmed,
  source: { radio: $radioToDelete, busy: $radioDeleting },
  filter: ({ radio, busy }) => radio !== null && !busy,
  fn: ({ radio }) => (radio as RadioStation).id,
  target: deleteRadioFx,
})

sample({ clock: deleteRadioFx.finally, target: [dialogClosed, radiosRefreshRequested] })
sample({ clock: deleteRadioFx.done, fn: () => ({ tone: 'success' as const, message: 'radios.toasts.deleted' }), target: toastShown })
sample({ clock: deleteRadioFx.fail, fn: () => ({ tone: 'error' as const, message: 'radios.toasts.deleteFailed' }), target: toastShown })
