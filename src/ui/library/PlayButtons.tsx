import { PlayIcon, ShuffleIcon } from '@radix-ui/react-icons'
import { Button } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

/** Play and Shuffle buttons of a headline. */
export function PlayButtons({ onPlay, onShuffle, disabled, playLabel, shuffleLabel }: {
  onPlay: () => void
  onShuffle: () => void
  disabled?: boolean
  playLabel?: string
  shuffleLabel?: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <Button onClick={onPlay} disabled={disabled}>
        <PlayIcon aria-hidden />
        {playLabel ?? t('library.play')}
      </Button>
      <Button variant="soft" onClick={onShuffle} disabled={disabled}>
        <ShuffleIcon aria-hidden />
        {shuffleLabel ?? t('library.shuffle')}
      </Button>
    </>
  )
}
