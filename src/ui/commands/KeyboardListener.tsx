import { scopeBind } from 'effector'
import { useProvidedScope } from 'effector-react'
import { useEffect } from 'react'
import { $keymap } from '../../commands/keymap'
import { $enabledCommandIds, commandRequested, findCommand } from '../../commands/registry'
import { createShortcutHandler } from '../../commands/shortcut-handler'

/** The one keyboard listener: every key press is matched against the keymap of the registry. */
export function KeyboardListener() {
  const scope = useProvidedScope()
  useEffect(() => {
    if (!scope) return undefined
    const handle = createShortcutHandler({
      keymap: () => scope.getState($keymap),
      isEnabled: (id) => scope.getState($enabledCommandIds).has(id),
      firesInInputs: (id) => findCommand(id)?.inInputs === true,
      run: scopeBind(commandRequested, { scope }),
    })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      const used = handle({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        metaKey: event.metaKey,
        repeat: event.repeat,
        typing: isTypingTarget(event.target),
      })
      if (used) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [scope])
  return null
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (target as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(type)
}
