import { createEffect, createEvent, createStore, sample } from 'effector'

/** SPEC §8: toasts close after 5000 ms; errors use a destructive style. */
export const TOAST_AUTOCLOSE_MS = 5000

export interface Toast {
  readonly id: number
  readonly tone: 'success' | 'error' | 'info'
  /** An i18n key, or a plain text when `raw` (a server's own message). */
  readonly message: string
  readonly raw?: boolean
  readonly values?: Readonly<Record<string, string | number>>
}

export const toastShown = createEvent<Omit<Toast, 'id'>>()
export const toastDismissed = createEvent<number>()

let nextId = 1
const toastCreated = createEvent<Toast>()

export const $toasts = createStore<readonly Toast[]>([])
  .on(toastCreated, (toasts, toast) => [...toasts.slice(-4), toast])
  .on(toastDismissed, (toasts, id) => toasts.filter((toast) => toast.id !== id))

sample({ clock: toastShown, fn: (toast) => ({ ...toast, id: nextId++ }), target: toastCreated })

const autoCloseFx = createEffect(
  (id: number) => new Promise<number>((resolve) => setTimeout(() => resolve(id), TOAST_AUTOCLOSE_MS)),
)
sample({ clock: toastCreated, fn: (toast) => toast.id, target: autoCloseFx })
sample({ clock: autoCloseFx.doneData, target: toastDismissed })
