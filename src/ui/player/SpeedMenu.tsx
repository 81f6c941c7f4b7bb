import { DropdownMenu } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { SPEEDS } from '../../model/listening/playback-speed'
import { useRunCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'

/** The speed button's menu of speeds, each checked when it plays. Loaded on the button's first use (SpeedControl). */
export function SpeedMenu({ trigger, speed, defaultOpen }: { readonly trigger: ReactElement; readonly speed: number; readonly defaultOpen: boolean }) {
  const { t } = useTexts()
  const choose = useRunCommand('playback.listening.setSpeed')
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
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
