import { attach, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import type { AlbumListType } from '../../api/calls/album-list'
import { getAlbumList } from '../../api/calls/album-list'
import { describeFailure } from '../../api/core/failure'
import type { AlbumSummary } from '../library/album-summary'
import { toAlbumSummary } from '../library/album-summary'
import { $libraryConnection } from '../session/music-folder'
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

const INITIAL: SectionState = { status: 'loading', albums: [] }
const sectionOf = (type: AlbumListType): HomeSectionId => HOME_SECTIONS.find((section) => section.type === type)!.id

/** One effect for the four rows, keyed by the row's list type (an effect each costs ≈ 24 KB of heap). */
const loadSectionFx = attach({
  // With the chosen music folder: Home shows that folder's albums only.
  source: $libraryConnection,
  effect: async (connection, type: AlbumListType) => {
    if (!connection) throw new Error('No server configured')
    const result = await getAlbumList(connection, { type, size: HOME_ROW_SIZE })
    if (isLeft(result)) {
      console.error(`Home ${type}:`, describeFailure(result.left))
      throw new Error(describeFailure(result.left))
    }
    return result.right.albums.map(toAlbumSummary)
  },
})

/** Each row with its own loading state; a row that fails keeps the albums it already shows. */
export const $homeSections = createStore<Readonly<Record<HomeSectionId, SectionState>>>(
  Object.fromEntries(HOME_SECTIONS.map((section) => [section.id, INITIAL])) as Record<HomeSectionId, SectionState>,
)
  .on(loadSectionFx.done, (sections, { params, result }) => ({ ...sections, [sectionOf(params)]: { status: 'ready', albums: result } }))
  .on(loadSectionFx.fail, (sections, { params }) =>
    sections[sectionOf(params)].albums.length > 0 ? sections : { ...sections, [sectionOf(params)]: { status: 'failed', albums: [] } },
  )
for (const { type } of HOME_SECTIONS) sample({ clock: homeLoadRequested, fn: () => type, target: loadSectionFx })
sample({ clock: loadSectionFx.fail, fn: () => false, target: $startLoadUnclaimed })
