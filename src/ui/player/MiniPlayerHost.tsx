import { Theme } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { $miniPlayerInWindow, $miniPlayerOpen, miniPlayerClosed } from '../../model/listening/mini-player'
import { MiniPlayer } from './MiniPlayer'

/** The browser's Document Picture-in-Picture API (Chromium 116+), where it exists. */
interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>
}
const pictureInPicture = (): DocumentPictureInPicture | undefined =>
  (globalThis as unknown as { documentPictureInPicture?: DocumentPictureInPicture }).documentPictureInPicture

export const MINI_WINDOW_SIZE = { width: 360, height: 180 } as const

/** The page's stylesheets, copied into the Picture-in-Picture window (it starts with none). */
function copyStyles(from: Document, to: Document): void {
  for (const node of from.querySelectorAll('link[rel="stylesheet"], style')) to.head.append(node.cloneNode(true))
  to.documentElement.className = from.documentElement.className
}

/** A key pressed in the Picture-in-Picture window reaches the app's shortcut handler (on the page's window). */
function forwardKeys(pip: Window): void {
  pip.document.addEventListener('keydown', (event) => {
    const forwarded = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      metaKey: event.metaKey,
      repeat: event.repeat,
      cancelable: true,
    })
    if (!window.dispatchEvent(forwarded)) event.preventDefault()
  })
}

/**
 * Shows the mini player where it belongs: in the desktop app the compact window is all of it; in a
 * browser a Picture-in-Picture window, or a small panel in the page where there is none.
 */
export function MiniPlayerHost() {
  const [open, inWindow, closed] = useUnit([$miniPlayerOpen, $miniPlayerInWindow, miniPlayerClosed])
  const [pip, setPip] = useState<Window | null>(null)
  useEffect(() => {
    const api = pictureInPicture()
    if (!open || inWindow || !api) return
    let opened: Window | null = null
    let cancelled = false
    api
      .requestWindow({ ...MINI_WINDOW_SIZE })
      .then((window) => {
        if (cancelled) return window.close()
        opened = window
        copyStyles(document, window.document)
        forwardKeys(window)
        window.addEventListener('pagehide', () => closed())
        setPip(window)
      })
      .catch((error: unknown) => console.warn('The mini player window could not open; it shows in the page:', error))
    return () => {
      cancelled = true
      opened?.close()
    }
  }, [open, inWindow, closed])
  if (!open) return null
  if (pip && !pip.closed) {
    return createPortal(
      <Theme>
        <MiniPlayer />
      </Theme>,
      pip.document.body,
    )
  }
  return (
    <div className={inWindow ? 'mini-player-window' : 'mini-player-panel'}>
      <MiniPlayer />
    </div>
  )
}
