import { attach, combine, createEvent, createStore, sample } from 'effector'
import type { StorageEstimateOf } from '../../shell/shell'
import { $openDialog, $settingsPage } from '../dialogs/dialogs'
import { $shell } from '../host/shell'
import { keptViewOpened } from './kept-requests'
import { $kept } from './kept-store'

/**
 * The browser's estimate of the storage the origin uses and may use, and whether it is
 * persistent, for the Storage page of the settings: asked when the page is shown, and again
 * after each change of the kept document while it stays shown.
 */
export const storagePageShown = createEvent()

/** Null: not asked yet, or the host gives none (no offline songs here). */
export const $storageEstimate = createStore<StorageEstimateOf | null>(null, { serialize: 'ignore' })
/** Whether this host can keep songs at all (a Service Worker and the shell's offline songs). */
export const $offlineSupported = $shell.map((shell) => Boolean(shell.offlineSongs))
/** The songs are files of the desktop app's data folder (served to its worker), not the browser's storage. */
export const $offlineInDataFolder = $shell.map((shell) => Boolean(shell.offlineSongs?.servedAt))

const estimateFx = attach({ source: $shell, effect: async (shell) => (await shell.offlineSongs?.estimate()) ?? null })
$storageEstimate.on(estimateFx.doneData, (_, estimate) => estimate)
estimateFx.failData.watch((error) => console.error('The storage estimate could not be read:', error))

const $storageShown = combine($openDialog, $settingsPage, (dialog, page) => dialog === 'settings' && page === 'storage')

sample({ clock: storagePageShown, target: keptViewOpened })
sample({ clock: storagePageShown, fn: () => undefined, target: estimateFx })
sample({ clock: $kept.updates, source: { shown: $storageShown, pending: estimateFx.pending }, filter: ({ shown, pending }) => shown && !pending, fn: () => undefined, target: estimateFx })
