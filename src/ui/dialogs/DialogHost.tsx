import { useUnit } from 'effector-react'
import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy, Suspense } from 'react'
import type { DialogName } from '../../model/dialogs/dialogs'
import { $openDialog } from '../../model/dialogs/dialogs'
import { PLAYLIST_DIALOGS } from '../playlists/playlist-dialogs'
import { RADIO_DIALOGS } from '../radios/radio-dialogs'

const loadPalette = () => import('../palette/CommandPalette').then((m) => ({ default: m.CommandPalette }))

/**
 * Fetches the palette's code once the app is idle: Ctrl+K is the first thing a keyboard user
 * presses, and keys typed while its code is still on the way would be lost.
 */
export function preloadPalette(): void {
  void loadPalette()
}

/** Each dialog's code is fetched the first time it opens. */
const DIALOGS: Record<DialogName, LazyExoticComponent<ComponentType>> = {
  palette: lazy(loadPalette),
  shortcuts: lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog }))),
  settings: lazy(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog }))),
  logout: lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog }))),
  about: lazy(() => import('./AboutDialog').then((m) => ({ default: m.AboutDialog }))),
  serverStatus: lazy(() => import('./ServerStatusDialog').then((m) => ({ default: m.ServerStatusDialog }))),
  update: lazy(() => import('./UpdateDialog').then((m) => ({ default: m.UpdateDialog }))),
  songInfo: lazy(() => import('../player/SongInfoDialog').then((m) => ({ default: m.SongInfoDialog }))),
  ...PLAYLIST_DIALOGS,
  ...RADIO_DIALOGS,
}

export function DialogHost() {
  const open = useUnit($openDialog)
  if (open === null) return null
  const Dialog = DIALOGS[open]
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  )
}
