import { useProvidedScope } from 'effector-react'
import { useEffect } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $reloadVerdict } from '../../model/layout/reload-guard'
import { isTypingTarget } from '../commands/key-moment'
import { preventBrowserDefault } from './guarded-keys'

/** F5, Ctrl+R or ⌘R, with or without Shift. */
export function isReloadKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.key === 'F5') return true
  return (event.ctrlKey || event.metaKey) && !event.altKey && (event.code === 'KeyR' || event.key.toLowerCase() === 'r')
}

/**
 * An app, not a web page. Right-click outside text fields, middle-click, modifier-clicks
 * (new tab or window) and Alt keys (the browser's menu bar) do nothing; reload keys ask first
 * while music plays in a browser and are blocked in the desktop app.
 */
export function InputGuards() {
  const { t } = useTexts()
  const scope = useProvidedScope()
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (!isTypingTarget(event.target)) event.preventDefault()
    }
    const onAuxClick = (event: MouseEvent) => {
      if (event.button === 1) event.preventDefault()
    }
    const onMouseDown = (event: MouseEvent) => {
      // Middle-click autoscroll starts on mousedown.
      if (event.button === 1) event.preventDefault()
    }
    const onClick = (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        if (event.target instanceof Element && event.target.closest('a[href]')) {
          // Nothing at all: no new tab or window, and no in-app navigation by the link's handler.
          event.preventDefault()
          event.stopPropagation()
        }
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Alt' || (event.altKey && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target))) {
        // Only the browser's action: the app's Alt keys (Alt+↑/↓ in the queue) still run.
        preventBrowserDefault(event)
        return
      }
      if (!isReloadKey(event)) return
      const verdict = scope?.getState($reloadVerdict) ?? 'allow'
      if (verdict === 'allow') return
      event.preventDefault()
      event.stopPropagation()
      if (verdict === 'confirm' && window.confirm(t('app.reloadWhilePlaying'))) window.location.reload()
    }
    window.addEventListener('contextmenu', onContextMenu)
    window.addEventListener('auxclick', onAuxClick)
    window.addEventListener('mousedown', onMouseDown)
    window.addEventListener('click', onClick, { capture: true })
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => {
      window.removeEventListener('contextmenu', onContextMenu)
      window.removeEventListener('auxclick', onAuxClick)
      window.removeEventListener('mousedown', onMouseDown)
      window.removeEventListener('click', onClick, { capture: true })
      window.removeEventListener('keydown', onKeyDown, { capture: true })
    }
  }, [scope, t])
  return null
}
