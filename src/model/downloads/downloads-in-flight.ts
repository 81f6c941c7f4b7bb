import { createEvent, createStore } from 'effector'

/**
 * The songs whose file is being downloaded right now: one download per file at a time (a second
 * request for the same song while the first runs is refused, so two toasts never race).
 */
export const downloadsBegan = createEvent<readonly string[]>()
export const downloadsEnded = createEvent<readonly string[]>()

export const $downloadingSongIds = createStore<ReadonlySet<string>>(new Set())
  .on(downloadsBegan, (ids, began) => new Set([...ids, ...began]))
  .on(downloadsEnded, (ids, ended) => {
    const left = new Set(ids)
    for (const id of ended) left.delete(id)
    return left
  })

export const ALREADY_DOWNLOADING_MESSAGE = 'downloads.alreadyRunning'
