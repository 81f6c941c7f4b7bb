import { Button, DropdownMenu } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { $playbackSpeed, SPEEDS } from '../../model/listening/playback-speed'
import { useCommand, useRunCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { tooltip } from '../tooltip/tooltip-controller'

/** The player bar's playback speed: the speed now, a menu of speeds (each checked when it plays). */
export function SpeedControl() {
  const { t } = useTexts()
  const speed = useUnit($playbackSpeed)
  const faster = useCommand('playback.listening.faster')
  const choose = useRunCommand('playback.listening.setSpeed')
  const value = t('listening.speed.value', { speed })
  const label = t('listening.speed.button', { speed: value })
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" size="1" aria-label={label} disabled={!faster.enabled} className="player-speed" {...tooltip(label)}>
          {value}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={t('listening.speed.title')}>
        <DropdownMenu.RadioGroup value={String(speed)} onValueChange={(next) => choose({ speed: Number(next) })}>
          {SPEEDS.map((option) => (
            <DropdownMenu.RadioItem key={option} value={String(option)}>
              {t('listening.speed.value', { speed: option })}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
