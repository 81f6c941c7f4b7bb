import { StarFilledIcon, StarIcon } from '@radix-ui/react-icons'
import { Button, ContextMenu, DropdownMenu } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $albumRatingsOffered } from '../../model/library/album-rating-offer'
import { useCommand } from '../commands/use-command'
import { useRatingItemText } from './rating-item-text'

const RATINGS = ['1', '2', '3', '4', '5', '0'] as const
type RatingKey = (typeof RATINGS)[number]

function useRatingName(): (rating: number) => string {
  const { t } = useTranslation()
  return (rating) => (rating === 0 ? t('rating.none') : t('rating.stars', { value: rating }))
}

/** One rating of album `albumId`: the key's command (1–5, 0) with the album as payload. */
function useAlbumRatingCommand(albumId: string, rating: RatingKey) {
  return useCommand(`library.albumRating.rate${rating}`, { albumIds: [albumId] })
}

/** The Radix radio item of the menu the rating is in: the card's context menu or the page's dropdown. */
type RadioItem = typeof ContextMenu.RadioItem | typeof DropdownMenu.RadioItem

/** One rating as a radio item of either menu: "★★ 2 stars" (or "Not rated"), named for what it does ("Rate 2 stars"). */
function RatingItem({ Item, albumId, rating }: { Item: RadioItem; albumId: string; rating: RatingKey }) {
  const command = useAlbumRatingCommand(albumId, rating)
  const { text, name } = useRatingItemText()(Number(rating))
  return (
    <Item value={rating} disabled={!command.enabled} onSelect={command.run} aria-label={name}>
      {text}
    </Item>
  )
}

/** The album card menu's Rating submenu: only where the server rates albums (Navidrome), else nothing. */
export function AlbumRatingSubmenu({ albumId, rating }: { albumId: string; rating: number | undefined }) {
  const { t } = useTranslation()
  const offered = useUnit($albumRatingsOffered)
  if (!offered) return null
  return (
    <ContextMenu.Sub>
      <ContextMenu.SubTrigger>{t('rating.menu')}</ContextMenu.SubTrigger>
      <ContextMenu.SubContent>
        <ContextMenu.RadioGroup value={String(rating ?? 0)}>
          {RATINGS.map((value) => (
            <RatingItem key={value} Item={ContextMenu.RadioItem} albumId={albumId} rating={value} />
          ))}
        </ContextMenu.RadioGroup>
      </ContextMenu.SubContent>
    </ContextMenu.Sub>
  )
}

/** The album page's rating: its stars on a button whose menu rates the album (keys 1–5, 0 on the page). Nothing where albums are not rated. */
export function AlbumRatingMenu({ albumId, rating }: { albumId: string; rating: number | undefined }) {
  const { t } = useTranslation()
  const offered = useUnit($albumRatingsOffered)
  const name = useRatingName()
  if (!offered) return null
  const stars = rating ?? 0
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        {/* ml cancels the ghost button's negative margin: its focus ring would otherwise overlap the like button's. */}
        <Button variant="ghost" color="gray" ml="2" aria-label={t('albumRating.button', { rating: name(stars) })}>
          {[1, 2, 3, 4, 5].map((star) => (star <= stars ? <StarFilledIcon key={star} aria-hidden /> : <StarIcon key={star} aria-hidden />))}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{t('rating.menu')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={String(stars)}>
          {RATINGS.map((value) => (
            <RatingItem key={value} Item={DropdownMenu.RadioItem} albumId={albumId} rating={value} />
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
