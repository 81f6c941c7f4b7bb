import { useUnit } from 'effector-react'
import type { ComponentType } from 'react'
import { lazy, Suspense } from 'react'
import type { DialogName } from '../../model/dialogs/dialogs'
import { $openDialog } from '../../model/dialogs/dialogs'
import { loadChunk } from '../errors/chunk-error'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { DialogFailed } from './DialogFailed'
import { loadedOnOpen } from './loaded-on-open'
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

/** Each dialog's code is fetched the first time it opens. */
const DIALOGS: Record<DialogName, ComponentType> = {
  palette: palette.Dialog,
  shortcuts: lazy(loadChunk(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })))),
  settings: lazy(loadChunk(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })))),
  logout: lazy(loadChunk(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })))),
  about: lazy(loadChunk(() => import('./AboutDialog').then((m) => ({ default: m.AboutDialog })))),
  serverStatus: lazy(loadChunk(() => import('./ServerStatusDialog').then((m) => ({ default: m.ServerStatusDialog })))),
  update: lazy(loadChunk(() => import('./UpdateDialog').then((m) => ({ default: m.UpdateDialog })))),
  songInfo: lazy(loadChunk(() => import('../player/SongInfoDialog').then((m) => ({ default: m.SongInfoDialog })))),
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
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    </ErrorBoundary>
  )
}
