import { MoonIcon } from '@radix-ui/react-icons'
import { Button, IconButton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import type { SleepTimer } from '../../model/listening/sleep-rules'
import { $runningSleepTimer } from '../../model/listening/track-end'
import { useCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { firstUsePart, useFirstUsePart } from '../lazy/first-use'
import { tooltip } from '../tooltip/tooltip-controller'
import { formatTime } from './format-time'

const sleepPopover = firstUsePart(() => import('./SleepTimerPopover').then((m) => m.SleepTimerPopover))

/** Seconds until the timer's end (epoch ms), counted down once a second while shown. */
function useSecondsLeft(timer: SleepTimer | null): number {
  const endsAt = timer?.kind === 'minutes' ? timer.endsAt : null
  const startedAt = timer?.kind === 'minutes' ? timer.endsAt - timer.minutes * 60_000 : 0
  const [clock, setClock] = useState(() => ({ endsAt, now: startedAt }))
  // A new timer counts from its start, not from the last tick of the one before.
  if (clock.endsAt !== endsAt) setClock({ endsAt, now: startedAt })
  useEffect(() => {
    if (endsAt === null) return
    const interval = setInterval(() => setClock({ endsAt, now: Date.now() }), 1000)
    return () => clearInterval(interval)
  }, [endsAt])
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - clock.now) / 1000))
}

/** The player bar's sleep timer: what remains, and a popover to choose or cancel a timer (SleepTimerPopover, loaded on the first click). */
export function SleepTimerControl() {
  const { t } = useTexts()
  const timer = useUnit($runningSleepTimer)
  const cycle = useCommand('playback.listening.cycleSleepTimer')
  const [popover, load] = useFirstUsePart(sleepPopover, 'the sleep timer')
  const secondsLeft = useSecondsLeft(timer)
  const remaining = timer === null ? null : timer.kind === 'minutes' ? formatTime(secondsLeft) : t(`listening.sleep.short.${timer.kind}`)
  const label = remaining === null ? t('listening.sleep.button') : t('listening.sleep.buttonRunning', { remaining })
  const onClick = popover ? undefined : load
  const button =
    remaining === null ? (
      <IconButton variant="ghost" color="gray" aria-label={label} aria-haspopup="dialog" disabled={!cycle.enabled} onClick={onClick} {...tooltip(label)}>
        <MoonIcon />
      </IconButton>
    ) : (
      <Button variant="ghost" size="1" aria-label={label} aria-haspopup="dialog" className="player-sleep-running" onClick={onClick} {...tooltip(label)}>
        <MoonIcon aria-hidden />
        <span aria-hidden>{remaining}</span>
      </Button>
    )
  return popover ? <popover.Part trigger={button} timer={timer} defaultOpen={popover.open} /> : button
}
