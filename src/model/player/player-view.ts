import { createEvent, createStore, sample } from 'effector'
import { $hasMedia } from '../queue/queue'

/** The big player's tabs. Its open state is the queue drawer state: never persisted. */
export type BigPlayerTab = 'queue' | 'playing' | 'lyrics'

export const bigPlayerToggled = createEvent()
export const bigPlayerClosed = createEvent()
export const bigPlayerTabChanged = createEvent<BigPlayerTab>()
/** Show the queue (opening the big player on its Queue tab), or close it when the queue is shown. */
export const queueViewToggled = createEvent()

export const $bigPlayerOpen = createStore(false)
  .on(bigPlayerToggled, (open) => !open)
  .on(bigPlayerClosed, () => false)

export const $bigPlayerTab = createStore<BigPlayerTab>('playing').on(bigPlayerTabChanged, (_, tab) => tab)

/** Decided once from the state before the toggle (two samples on one clock would see each other's update). */
const queueViewDecided = sample({
  clock: queueViewToggled,
  source: { open: $bigPlayerOpen, tab: $bigPlayerTab },
  fn: ({ open, tab }) => (open && tab === 'queue' ? ('hide' as const) : ('show' as const)),
})
$bigPlayerOpen.on(queueViewDecided, (_, decision) => decision === 'show')
$bigPlayerTab.on(queueViewDecided, (tab, decision) => (decision === 'show' ? 'queue' : tab))

/** Nothing left to play: the big player closes. */
sample({ clock: $hasMedia.updates, filter: (has) => !has, target: bigPlayerClosed })
