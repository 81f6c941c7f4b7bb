import { Button } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { $resumeOffer } from '../../model/listening/kept-positions'
import { useCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { tooltip } from '../tooltip/tooltip-controller'
import { formatTime } from './format-time'

/** "Resume at 42:10": shown in the player bar while a long track's kept position can be resumed. */
export function ResumeOffer() {
  const { t } = useTexts()
  const offer = useUnit($resumeOffer)
  const resume = useCommand('playback.listening.resume')
  if (!offer) return null
  const label = t('listening.bookmarks.resumeAt', { time: formatTime(offer.position) })
  return (
    <Button size="1" variant="soft" disabled={!resume.enabled} onClick={resume.run} {...tooltip(resume.label)}>
      {label}
    </Button>
  )
}
