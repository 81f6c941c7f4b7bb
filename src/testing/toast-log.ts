import type { Scope } from 'effector'
import { createWatch } from 'effector'
import type { Toast } from '../model/toasts/toasts'
import { toastShown } from '../model/toasts/toasts'
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
