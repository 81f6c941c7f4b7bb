import { useUnit } from 'effector-react'
import type { ComponentType } from 'react'
import type { DialogName } from '../../model/dialogs/dialogs'
import { $openDialog } from '../../model/dialogs/dialogs'
import { loadChunk } from '../errors/chunk-error'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { DialogFailed } from './DialogFailed'
import { dialogLoadedOnOpen, loadedOnOpen } from './loaded-on-open'
import { PLAYLIST_DIALOGS } from '../playlists/playlist-dialogs'
import { RADIO_DIALOGS } from '../radios/radio-dialogs'

/** The palette renders the moment its code is there, without React.lazy's Suspense (loaded-on-open.tsx). */
const palette = loadedOnOpen(loadChunk(() => import('../palette/CommandPalette').then((m) => m.CommandPalette)))

/**
 * Loads the palette's code at once: for a Ctrl/⌘+K held while starting (src/main.tsx), whose
 * keys typed while the code is on the way would be lost. Otherwise the code is only fetched at
 * idle (prefetch-chunks.ts) and evaluated when the palette first opens.
 */
export function preloadPalette(): void {
  palette.preload().catch(() => undefined) // opening the palette tries again, and says so if it fails
}

/** Each dialog's code is fetched the first time it opens, and the dialog shows the moment it arrives (loaded-on-open.tsx). */
const DIALOGS: Record<DialogName, ComponentType> = {
  palette: palette.Dialog,
  shortcuts: dialogLoadedOnOpen(() => import('./ShortcutsDialog').then((m) => m.ShortcutsDialog)),
  settings: dialogLoadedOnOpen(() => import('./SettingsDialog').then((m) => m.SettingsDialog)),
  logout: dialogLoadedOnOpen(() => import('./LogoutDialog').then((m) => m.LogoutDialog)),
  about: dialogLoadedOnOpen(() => import('./AboutDialog').then((m) => m.AboutDialog)),
  serverStatus: dialogLoadedOnOpen(() => import('./ServerStatusDialog').then((m) => m.ServerStatusDialog)),
  update: dialogLoadedOnOpen(() => import('./UpdateDialog').then((m) => m.UpdateDialog)),
  songInfo: dialogLoadedOnOpen(() => import('../player/SongInfoDialog').then((m) => m.SongInfoDialog)),
  ...PLAYLIST_DIALOGS,
  ...RADIO_DIALOGS,
}

const dialogFailed = (error: unknown) => <DialogFailed error={error} />

export function DialogHost() {
  const open = useUnit($openDialog)
  if (open === null) return null
  const Dialog = DIALOGS[open]
  // A dialog (or the palette) that throws, or whose code does not arrive, fails alone.
  return (
    <ErrorBoundary key={open} name={`dialog ${open}`} fallback={dialogFailed}>
      <Dialog />
    </ErrorBoundary>
  )
}
