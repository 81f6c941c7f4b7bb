import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Flex, TextField } from '@radix-ui/themes'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AlbumFilter, AlbumFilterKind } from '../../../model/library/album-filters'
import { ALBUM_FILTERS, DEFAULT_ALBUM_FILTER } from '../../../model/library/album-filters'
import { GenrePicker } from '../../library/GenrePicker'
import { DeferredSelect } from '../../select/DeferredSelect'

/** Filter picker order (Name, Artist, Genre, Favorites, Most played, Random, Recently added, Recently played, Release year, Discography): every filter but search, which the search box sets. */
const PICKABLE: readonly AlbumFilterKind[] = ALBUM_FILTERS.filter((kind) => kind !== 'search')

const SEARCH_DEBOUNCE_MS = 300

/** Filter, release-year order, genre and search box; every change is a new address. */
export function AlbumFilterBar({ filter, onChange }: { filter: AlbumFilter; onChange: (filter: AlbumFilter, replace?: boolean) => void }) {
  const { t } = useTranslation()
  const filterLabel = useId()
  const yearLabel = useId()
  const [query, setQuery] = useState(filter.filter === 'search' ? filter.query : '')
  const [syncedQuery, setSyncedQuery] = useState(filter.query)
  if (filter.query !== syncedQuery) {
    // The address changed under us (back button, a link): show its query.
    setSyncedQuery(filter.query)
    setQuery(filter.filter === 'search' ? filter.query : '')
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const typed = (value: string) => {
    setQuery(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const trimmed = value.trim()
      if (trimmed === '') onChange(filter.filter === 'search' ? DEFAULT_ALBUM_FILTER : filter, true)
      else onChange({ ...filter, filter: 'search', query: trimmed }, filter.filter === 'search')
    }, SEARCH_DEBOUNCE_MS)
  }

  const kinds = PICKABLE.filter((kind) => kind !== 'artistDiscography' || filter.artistId !== '')
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4">
      <Flex align="center" gap="2">
        <span id={filterLabel} className="visually-hidden">
          {t('library.albums.filterLabel')}
        </span>
        <DeferredSelect
          aria-labelledby={filterLabel}
          placeholder={t('library.albums.filter.search')}
          value={filter.filter === 'search' ? '' : filter.filter}
          options={kinds.map((kind) => ({ value: kind, label: t(`library.albums.filter.${kind}`) }))}
          onValueChange={(kind) => onChange({ ...filter, filter: kind as AlbumFilterKind, query: '' })}
        />
      </Flex>
      {filter.filter === 'byYear' && (
        <>
          <span id={yearLabel} className="visually-hidden">
            {t('library.albums.yearOrder')}
          </span>
          <DeferredSelect
            aria-labelledby={yearLabel}
            value={filter.yearFilter}
            options={[
              { value: 'oldest', label: t('library.albums.year.oldest') },
              { value: 'newest', label: t('library.albums.year.newest') },
            ]}
            onValueChange={(value) => onChange({ ...filter, yearFilter: value === 'newest' ? 'newest' : 'oldest' })}
          />
        </>
      )}
      {filter.filter === 'byGenre' && <GenrePicker value={filter.genre} onChange={(genre) => onChange({ ...filter, genre })} />}
      <TextField.Root
        type="search"
        value={query}
        onChange={(event) => typed(event.target.value)}
        placeholder={t('library.albums.searchPlaceholder')}
        aria-label={t('library.albums.searchLabel')}
        style={{ minWidth: '16rem' }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
    </Flex>
  )
}
