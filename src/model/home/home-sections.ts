import { attach, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import type { AlbumListType } from '../../api/calls/album-list'
import { getAlbumList } from '../../api/calls/album-list'
import { describeFailure } from '../../api/core/failure'
import type { AlbumSummary } from '../library/album-summary'
import { toAlbumSummary } from '../library/album-summary'
import { $connection } from '../session/server-config'
import type { HomeSectionId } from './home-rows'
import { HOME_ROW_SIZE, HOME_SECTIONS } from './home-rows'

export { HOME_ROW_SIZE, HOME_SECTIONS } from './home-rows'
export type { HomeSectionId } from './home-rows'

export interface SectionState {
  readonly status: 'loading' | 'ready' | 'failed'
  readonly albums: readonly AlbumSummary[]
}

/**
 * A visit to Home: fired by the route as soon as Home is navigated to, so the rows' requests
 * travel while the screen's code is still arriving. Ignored without a configured server (the
 * session guard then sends the user to the login page; the next visit loads).
 */
export const homeOpened = createEvent()

/**
 * Start-up on Home: the rows leave with the session check, before the router and the screen's
 * code are evaluated; the route's own homeOpened that follows then keeps these rows instead of
 * asking again (unless one of them failed: then it asks again).
 */
export const homeStartLoadRequested = createEvent()
const $startLoadUnclaimed = createStore(false)
const opened = sample({ clock: homeOpened, source: $startLoadUnclaimed })
sample({ clock: homeStartLoadRequested, source: $connection, fn: Boolean, target: $startLoadUnclaimed })
sample({ clock: opened, fn: () => false, target: $startLoadUnclaimed })

const homeLoadRequested = sample({
  clock: [homeStartLoadRequested, sample({ clock: opened, filter: (unclaimed) => !unclaimed })],
  source: $connection,
  filter: Boolean,
})

function createSection(type: AlbumListType) {
  const loadFx = attach({
    source: $connection,
    effect: async (connection) => {
      if (!connection) throw new Error('No server configured')
      const result = await getAlbumList(connection, { type, size: HOME_ROW_SIZE })
      if (isLeft(result)) {
        console.error(`Home ${type}:`, describeFailure(result.left))
        throw new Error(describeFailure(result.left))
      }
      return result.right.albums.map(toAlbumSummary)
    },
  })
  const $state = createStore<SectionState>({ status: 'loading', albums: [] })
    .on(loadFx.doneData, (_, albums) => ({ status: 'ready', albums }))
    .on(loadFx.fail, (state) => (state.albums.length > 0 ? state : { status: 'failed', albums: [] }))
  sample({ clock: homeLoadRequested, target: loadFx })
  sample({ clock: loadFx.fail, fn: () => false, target: $startLoadUnclaimed })
  return $state
}

export const homeSections: Record<HomeSectionId, ReturnType<typeof createSection>> = Object.fromEntries(
  HOME_SECTIONS.map((section) => [section.id, createSection(section.type)]),
) as Record<HomeSectionId, ReturnType<typeof createSection>>
