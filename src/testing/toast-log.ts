import type { Scope } from 'effector'
import { createWatch } from 'effector'
import type { Wait } from '../model/timing/settled'
import { waitFx } from '../model/timing/settled'
import type { Toast } from '../model/toasts/toasts'
import { TOAST_WAIT_KEY, toastShown } from '../model/toasts/toasts'
import { englishText } from './i18n'

/**
 * Records every toast shown in a scope, as its en-US text (plural and placeholders resolved).
 * Toasts close by themselves after 5 s, which allSettled waits for, so $toasts is empty by then.
 */
export function recordToasts(scope: Scope): () => { tone: Toast['tone']; text: string }[] {
  const shown: Omit<Toast, 'id'>[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast) })
  return () =>
    shown.map(({ tone, message, values }) => {
      const count = values?.count
      const key = count === undefined ? message : `${message}_${count === 1 ? 'one' : 'other'}`
      const text = (englishText(key) ?? key).replace(/\{\{(\w+)(, *number)?\}\}/g, (_, name: string, number?: string) => {
        const value = values?.[name]
        return number && typeof value === 'number' ? new Intl.NumberFormat('en-US').format(value) : String(value)
      })
      return { tone, text }
    })
}

/**
 * A scope's handler: a toast's wait to close ends at once (every other wait keeps its time). A
 * shown toast otherwise holds the next allSettled for five seconds. For scopes whose tests read
 * toasts as recorded (recordToasts) or not at all, not from $toasts or the screen while shown.
 */
export const TOASTS_CLOSE_AT_ONCE: [typeof waitFx, (wait: Wait) => Promise<void>] = [
  waitFx,
  (wait) => new Promise<void>((resolve) => setTimeout(resolve, wait.key === TOAST_WAIT_KEY ? 0 : wait.timeout)),
]
