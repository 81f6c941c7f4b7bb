import { createEvent, createStore } from 'effector'
import { createMemoryShell } from '../../shell/memory-shell'
import type { Shell } from '../../shell/shell'

/** The host (browser or desktop) the model talks to; replaced once at start-up. */
export const shellAttached = createEvent<Shell>()
export const $shell = createStore<Shell>(createMemoryShell(), { serialize: 'ignore' }).on(
  shellAttached,
  (_, shell) => shell,
)
