import { combine, createEvent, createStore, sample } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { toastShown } from '../toasts/toasts'
import { createRadioFx, updateRadioFx } from './radio-calls'
import type { RadioForm, RadioFormErrors } from './radio-form'
import { EMPTY_RADIO_FORM, normaliseRadioForm, validateRadioForm } from './radio-form'
import { radiosRefreshRequested } from './radios'

/** The add / edit radio station dialog. */
export type RadioEditorSubject = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly radio: RadioStation }

export const newRadioRequested = createEvent()
export const editRadioRequested = createEvent<RadioStation>()
export const radioFormChanged = createEvent<Partial<RadioForm>>()
export const radioFormSubmitted = createEvent()

export const $radioEditor = createStore<RadioEditorSubject | null>(null)
  .on(newRadioRequested, () => ({ mode: 'create' }))
  .on(editRadioRequested, (_, radio) => ({ mode: 'edit', radio }))

export const $radioForm = createStore<RadioForm>(EMPTY_RADIO_FORM)
  .on(newRadioRequested, () => EMPTY_RADIO_FORM)
  .on(editRadioRequested, (_, radio) => ({ name: radio.name, homepageUrl: radio.homePageUrl ?? '', streamUrl: radio.streamUrl }))
  .on(radioFormChanged, (form, change) => ({ ...form, ...change }))

/** Errors show from the first submit on, then follow each keystroke. */
const $submitted = createStore(false)
  .on(radioFormSubmitted, () => true)
  .reset(newRadioRequested, editRadioRequested)

export const $radioFormErrors = combine($radioForm, $submitted, (form, submitted): RadioFormErrors =>
  submitted ? validateRadioForm(form) : {},
)

export const $radioSaving = combine(createRadioFx.pending, updateRadioFx.pending, (a, b) => a || b)

sample({ clock: [newRadioRequested, editRadioRequested], fn: () => 'radioEditor' as const, target: dialogOpened })

const validSubmit = sample({
  clock: radioFormSubmitted,
  source: { subject: $radioEditor, form: $radioForm, saving: $radioSaving },
  filter: ({ subject, form, saving }) => subject !== null && !saving && Object.keys(validateRadioForm(form)).length === 0,
  fn: ({ subject, form }) => ({ subject: subject as RadioEditorSubject, form: normaliseRadioForm(form) }),
})

sample({ clock: validSubmit, filter: ({ subject }) => subject.mode === 'create', fn: ({ form }) => form, target: createRadioFx })
sample({
  clock: validSubmit,
  filter: ({ subject }) => subject.mode === 'edit',
  fn: ({ subject, form }) => ({ id: subject.mode === 'edit' ? subject.radio.id : '', form }),
  target: updateRadioFx,
})

sample({ clock: createRadioFx.done, fn: () => ({ tone: 'success' as const, message: 'radios.toasts.created' }), target: toastShown })
sample({ clock: createRadioFx.fail, fn: () => ({ tone: 'error' as const, message: 'radios.toasts.createFailed' }), target: toastShown })
sample({ clock: updateRadioFx.done, fn: () => ({ tone: 'success' as const, message: 'radios.toasts.updated' }), target: toastShown })
sample({ clock: updateRadioFx.fail, fn: () => ({ tone: 'error' as const, message: 'radios.toasts.updateFailed' }), target: toastShown })

sample({ clock: [createRadioFx.done, updateRadioFx.done], target: dialogClosed })
sample({ clock: [createRadioFx.finally, updateRadioFx.finally], target: radiosRefreshRequested })
sample({ clock: dialogClosed, target: $radioEditor.reinit })
