import { DropdownMenu, Button, Flex, Text } from '@radix-ui/themes'
import { ChevronDownIcon } from '@radix-ui/react-icons'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import type { AlbumOrder, RatingFilterList } from '../../model/library/rating-filter'
import { $albumOrder, $ratingFilters } from '../../model/library/rating-filter'
import { useRunCommand } from '../commands/use-command'

const MINIMUMS = ['0', '1', '2', '3', '4', '5'] as const

/** "Any rating" or "3 stars or more". */
function useMinimumName(): (minimum: number) => string {
  const { t } = useTranslation()
  return (minimum) => (minimum === 0 ? t('ratingFilter.any') : t('ratingFilter.atLeast', { count: minimum }))
}

/** The minimum rating chosen for `list` (0: none). */
export function useRatingFilter(list: RatingFilterList): number {
  return useUnit($ratingFilters)[list]
}

/**
 * A list toolbar's "Rating ≥ N" control, and while it filters the count it leaves ("12 of 340
 * songs", announced) and, when the list is not all loaded, that only the loaded rows are filtered.
 */
export function RatingFilter({ list, shown, total, noun, loadedOnly }: { list: RatingFilterList; shown: number; total: number; noun: 'songs' | 'albums'; loadedOnly: boolean }) {
  const { t } = useTranslation()
  const minimum = useRatingFilter(list)
  const filter = useRunCommand('library.ratingFilter.filterByRating')
  const name = useMinimumName()
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft" color="gray" aria-label={t('ratingFilter.label', { value: name(minimum) })}>
            {minimum === 0 ? t('ratingFilter.any') : `★ ≥ ${minimum}`}
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.RadioGroup value={String(minimum)} onValueChange={(value) => filter({ list, minimum: Number(value) })}>
            {MINIMUMS.map((value) => (
              <DropdownMenu.RadioItem key={value} value={value}>
                {name(Number(value))}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Text size="2" color="gray" aria-live="polite">
        {minimum > 0 ? t(`ratingFilter.${noun}`, { shown, count: total }) : ''}
        {minimum > 0 && loadedOnly ? ` · ${t('ratingFilter.loadedOnly')}` : ''}
      </Text>
    </Flex>
  )
}

/** The Albums grid's order: as the server lists them, or by rating (where albums come with ratings). */
export function AlbumOrderControl() {
  const { t } = useTranslation()
  const order = useUnit($albumOrder)
  const run = useRunCommand('library.ratingFilter.orderAlbums')
  const name = (value: AlbumOrder) => (value === 'listed' ? t('ratingFilter.listed') : t('ratingFilter.byRating'))
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray" aria-label={t('ratingFilter.order', { value: name(order) })}>
          {name(order)}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.RadioGroup value={order} onValueChange={(value) => run({ order: value === 'rating' ? 'rating' : 'listed' })}>
          <DropdownMenu.RadioItem value="listed">{name('listed')}</DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="rating">{name('rating')}</DropdownMenu.RadioItem>
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
