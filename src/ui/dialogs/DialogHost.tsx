import { useUnit } from 'effector-react'
import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy, Suspense } from 'react'
import type { DialogName } from '../../model/dialogs/dialogs'
import { $openDialog } from '../../model/dialogs/dialogs'
import { PLAYLIST_DIALOGS } from '../playlists/playlist-dialogs'
import { RADIO_DIALOGS } from '../radios/radio-dialogs'

/** Each dialog's code is fetched the first time it opens. */
const DIALOGS: Record<DialogName, LazyExoticComponent<ComponentType>> = {
  palette: lazy(() => import('../palette/CommandPalette').then((m) => ({ default: m.CommandPalette }))),
  shortcuts: lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog }))),
  settings: lazy(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog }))),
  logout: lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog }))),
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
