import { DropdownMenu } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rating } from '../../model/library/rating'
import { $currentSong } from '../../model/player/player'
import { useCommand } from '../commands/use-command'
import { useRatingItemText } from '../library/rating-item-text'

const STARS = ['0', '1', '2', '3', '4', '5'] as const

function RatingItem({ rating }: { rating: (typeof STARS)[number] }) {
  const command = useCommand('playback.rating.rateCurrentSong', Number(rating) as Rating)
  const { text, name } = useRatingItemText()(Number(rating))
  return (
    <DropdownMenu.RadioItem value={rating} disabled={!command.enabled} onSelect={command.run} aria-label={name}>
      {text}
    </DropdownMenu.RadioItem>
  )
}

function MixItem() {
  const command = useCommand('playback.mix.instantMixFromCurrent')
  const { t } = useTranslation()
  return (
    <DropdownMenu.Item disabled={!command.enabled} onSelect={command.run}>
      {t('mix.artistMix')}
    </DropdownMenu.Item>
  )
}

/**
 * The player bar's menu for what plays: its rating and an instant mix from it. Loaded on the
 * first use of its button (SongMenu.tsx), and then opened at once: that click meant to open it.
 */
export function SongMenuContent({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen: boolean }) {
  const { t } = useTranslation()
  const song = useUnit($currentSong)
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger disabled={song === null}>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{t('rating.menu')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={String(song?.userRating ?? 0)}>
          {STARS.map((rating) => (
            <RatingItem key={rating} rating={rating} />
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <MixItem />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
