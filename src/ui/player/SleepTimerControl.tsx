import { MoonIcon } from '@radix-ui/react-icons'
import { Button, Flex, IconButton, Popover, Text, TextField } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useId, useState } from 'react'
import type { SleepChoice, SleepTimer } from '../../model/listening/sleep-rules'
import { SLEEP_CUSTOM_MINUTES, SLEEP_MINUTES } from '../../model/listening/sleep-rules'
import { $runningSleepTimer } from '../../model/listening/track-end'
import { useCommand, useRunCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { tooltip } from '../tooltip/tooltip-controller'
import { formatTime } from './format-time'

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

const sameChoice = (timer: SleepTimer | null, choice: SleepChoice) =>
  timer !== null && timer.kind === choice.kind && (choice.kind !== 'minutes' || (timer.kind === 'minutes' && timer.minutes === choice.minutes))

/** The player bar's sleep timer: what remains, and a popover to choose or cancel a timer. */
export function SleepTimerControl() {
  const { t } = useTexts()
  const timer = useUnit($runningSleepTimer)
  const set = useRunCommand('playback.listening.setSleepTimer')
  const cancel = useCommand('playback.listening.cancelSleepTimer')
  const cycle = useCommand('playback.listening.cycleSleepTimer')
  const [open, setOpen] = useState(false)
  const [custom, setCustom] = useState('20')
  const inputId = useId()
  const secondsLeft = useSecondsLeft(timer)
  const remaining = timer === null ? null : timer.kind === 'minutes' ? formatTime(secondsLeft) : t(`listening.sleep.short.${timer.kind}`)
  const label = remaining === null ? t('listening.sleep.button') : t('listening.sleep.buttonRunning', { remaining })
  const choose = (choice: SleepChoice) => {
    set(choice)
    setOpen(false)
  }
  const choiceButton = (choice: SleepChoice, text: string) => (
    <Button key={text} size="1" variant={sameChoice(timer, choice) ? 'solid' : 'soft'} aria-pressed={sameChoice(timer, choice)} onClick={() => choose(choice)}>
      {text}
    </Button>
  )
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        {remaining === null ? (
          <IconButton variant="ghost" color="gray" aria-label={label} disabled={!cycle.enabled} {...tooltip(label)}>
            <MoonIcon />
          </IconButton>
        ) : (
          <Button variant="ghost" size="1" aria-label={label} className="player-sleep-running" {...tooltip(label)}>
            <MoonIcon aria-hidden />
            <span aria-hidden>{remaining}</span>
          </Button>
        )}
      </Popover.Trigger>
      <Popover.Content width="18rem" aria-label={t('listening.sleep.title')}>
        <Flex direction="column" gap="2">
          <Text as="p" size="2" weight="bold">
            {t('listening.sleep.title')}
          </Text>
          <Flex gap="1" wrap="wrap" role="group" aria-label={t('listening.sleep.after')}>
            {SLEEP_MINUTES.map((minutes) => choiceButton({ kind: 'minutes', minutes }, t('listening.sleep.minutes', { count: minutes })))}
          </Flex>
          <Flex gap="1" wrap="wrap" role="group" aria-label={t('listening.sleep.atEnd')}>
            {(['song', 'album', 'queue'] as const).map((kind) => choiceButton({ kind }, t(`listening.sleep.end.${kind}`)))}
          </Flex>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const minutes = Number(custom)
              if (Number.isFinite(minutes) && minutes > 0) choose({ kind: 'minutes', minutes })
            }}
          >
            <Flex gap="2" align="end">
              <Flex direction="column" gap="1">
                <Text as="label" size="1" htmlFor={inputId}>
                  {t('listening.sleep.customMinutes')}
                </Text>
                <TextField.Root
                  id={inputId}
                  size="1"
                  type="number"
                  min={SLEEP_CUSTOM_MINUTES.min}
                  max={SLEEP_CUSTOM_MINUTES.max}
                  value={custom}
                  onChange={(event) => setCustom(event.target.value)}
                />
              </Flex>
              <Button size="1" type="submit">
                {t('listening.sleep.start')}
              </Button>
            </Flex>
          </form>
          {timer !== null && (
            <Button size="1" variant="soft" color="red" disabled={!cancel.enabled} onClick={() => {
              cancel.run()
              setOpen(false)
            }}>
              {t('listening.sleep.cancel')}
            </Button>
          )}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  )
}
