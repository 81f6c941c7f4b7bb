import { createEvent, createStore, sample } from 'effector'
import { delayed } from '../timing/settled'

/** Toasts close after 5000 ms; errors use a destructive style. */
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

/** The key of a toast's wait to close (src/model/timing/settled.ts). */
export const TOAST_WAIT_KEY = 'toast'

sample({ clock: delayed({ key: TOAST_WAIT_KEY, source: toastCreated, timeout: TOAST_AUTOCLOSE_MS }), fn: (toast) => toast.id, target: toastDismissed })
