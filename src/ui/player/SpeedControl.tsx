import { Button } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { $playbackSpeed } from '../../model/listening/playback-speed'
import { useCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { firstUsePart, useFirstUsePart } from '../lazy/first-use'
import { tooltip } from '../tooltip/tooltip-controller'

const speedMenu = firstUsePart(() => import('./SpeedMenu').then((m) => m.SpeedMenu))

/** The player bar's playback speed: the speed now, and a menu of speeds (SpeedMenu, loaded on the first click). */
export function SpeedControl() {
  const { t } = useTexts()
  const speed = useUnit($playbackSpeed)
  const faster = useCommand('playback.listening.faster')
  const [menu, load] = useFirstUsePart(speedMenu, 'the speed menu')
  const value = t('listening.speed.value', { speed })
  const label = t('listening.speed.button', { speed: value })
  const button = (
    <Button variant="ghost" color="gray" size="1" aria-label={label} aria-haspopup="menu" disabled={!faster.enabled} className="player-speed" onClick={menu ? undefined : load} {...tooltip(label)}>
      {value}
    </Button>
  )
  return menu ? <menu.Part trigger={button} speed={speed} defaultOpen={menu.open} /> : button
}
