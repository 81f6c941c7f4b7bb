/**
 * The values of the palette's items: cmdk selects and highlights an item by its value, so each
 * kind of item has its own form, built and read only here.
 */
export const itemValue = {
  /** A command in its category: the id keeps two commands of the same title apart. */
  command: (label: string, id: string) => `${label} ${id}`,
  recent: (commandId: string) => `recent:${commandId}`,
  album: (id: string) => `album:${id}`,
  song: (id: string) => `song:${id}`,
  artist: (id: string) => `artist:${id}`,
  searchAll: 'search:all',
} as const

/** An album, song or artist found by the palette's search. */
export function isLibraryItem(value: string): boolean {
  return /^(album|song|artist):/.test(value)
}

/** What an item opens, as far as its value says: an artist, the search page or a command (`commandId` of a command or recent item). */
export type ItemTarget = { readonly kind: 'artist'; readonly id: string } | { readonly kind: 'searchAll' } | { readonly kind: 'command'; readonly commandId: string }

export function itemTarget(value: string): ItemTarget {
  if (value.startsWith('artist:')) return { kind: 'artist', id: value.slice('artist:'.length) }
  if (value === itemValue.searchAll) return { kind: 'searchAll' }
  if (value.startsWith('recent:')) return { kind: 'command', commandId: value.slice('recent:'.length) }
  return { kind: 'command', commandId: value.slice(value.lastIndexOf(' ') + 1) }
}
