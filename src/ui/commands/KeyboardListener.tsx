import { scopeBind } from 'effector'
import { useProvidedScope } from 'effector-react'
import { useEffect } from 'react'
import type { Binding } from '../../commands/keymap'
import { $keymap } from '../../commands/keymap'
import type { KeyMoment } from '../../commands/key-context'
import { isFocusContext, whenHolds } from '../../commands/key-context'
import { $enabledCommandIds, commandRequested, fromContext, isCommandId } from '../../commands/registry'
import { createShortcutHandler } from '../../commands/shortcut-handler'
import { $openDialog } from '../../model/dialogs/dialogs'
import { $shell } from '../../model/host/shell'
import { usedByWidget } from '../layout/guarded-keys'
import { keyMomentAt } from './key-moment'

/**
 * The one keyboard listener: every key press is matched against the keymap of the registry,
 * keeping the bindings whose context (`when`) holds at that moment.
 */
export function KeyboardListener() {
  const scope = useProvidedScope()
  useEffect(() => {
    if (!scope) return undefined
    let moment: KeyMoment = { focus: null, typing: false, dialog: false, host: 'browser' }
    const request = scopeBind(commandRequested, { scope })
    const handle = createShortcutHandler({
      // A list's own keys (Enter in a table…) come before the general ones on the same chord.
      keymap: () => scope.getState($keymap).filter((binding) => whenHolds(binding.when, moment)).sort(bySpecificity),
      isEnabled: (id) => isCommandId(id) && scope.getState($enabledCommandIds).has(id),
      // The keymap above only holds bindings that apply, in a text field too.
      firesInInputs: () => true,
      run: (id) => {
        if (isCommandId(id)) request(fromContext(id))
      },
    })
    const onKeyDown = (event: KeyboardEvent) => {
      // A widget that used the key prevented its default; the input guards' Alt guard only
      // stops the browser, so its keys still reach the keymap.
      if (usedByWidget(event) || activatesControl(event)) return
      moment = keyMomentAt(event.target, { dialogOpen: scope.getState($openDialog) !== null, desktop: scope.getState($shell).kind === 'desktop' })
      const used = handle({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        metaKey: event.metaKey,
        repeat: event.repeat,
        // A dialog (palette, settings…) owns the plain keys, even before its field has focus:
        // only the chords allowed in text fields (Ctrl/⌘+…) still run.
        // The queue in the big player's dialog keeps its own plain keys (Delete).
        typing: moment.typing || (moment.dialog && moment.focus !== 'queue'),
      })
      if (used) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [scope])
  return null
}

const bySpecificity = (a: Binding, b: Binding) => Number(isFocusContext(b.when)) - Number(isFocusContext(a.when))

/** Roles whose Space or Enter does the control's own thing (press, follow, select, check…). */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
])

/**
 * Space or Enter (no modifier) on a focused button, link, tab, checkbox, slider…: the control's
 * own action, never a shortcut (Space is play/pause only when no control has focus).
 */
export function activatesControl(event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return false
  return isControl(event.target)
}

function isControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  const role = target.getAttribute('role')
  if (role !== null) return CONTROL_ROLES.has(role)
  const tag = target.tagName
  if (tag === 'BUTTON' || tag === 'SUMMARY') return true
  if (tag === 'A') return target.hasAttribute('href')
  if (tag !== 'INPUT') return false
  return ['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes((target as HTMLInputElement).type)
}
