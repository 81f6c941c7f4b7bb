import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $hasDesktopWindow, trayMenuRendered } from '../../model/host/desktop-window'
import { $windowTitle } from '../../model/player/window-title'

/** The commands the tray menu offers, in order. */
export const TRAY_COMMANDS = [
  'playback.playPause',
  'playback.nextTrack',
  'playback.previousTrack',
  'app.desktop.toggleWindow',
  'app.desktop.quit',
] as const

/**
 * Keeps the desktop tray's menu in the user's language: the current song first (Neutralino's
 * tray has no tooltip, so the song is the menu's disabled first line), then the commands.
 * Renders nothing; in a browser it does nothing.
 */
export function TraySync() {
  const { t } = useTexts()
  const [hasWindow, title, rendered] = useUnit([$hasDesktopWindow, $windowTitle, trayMenuRendered])
  useEffect(() => {
    if (!hasWindow) return
    rendered([{ text: title, disabled: true }, ...TRAY_COMMANDS.map((id) => ({ id, text: t(`commands.${id}`) }))])
  }, [hasWindow, title, t, rendered])
  return null
}
