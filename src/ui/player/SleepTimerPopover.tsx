import { Button, Flex, Popover, Text, TextField } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { useId, useState } from 'react'
import type { SleepChoice, SleepTimer } from '../../model/listening/sleep-rules'
import { SLEEP_CUSTOM_MINUTES, SLEEP_MINUTES } from '../../model/listening/sleep-rules'
import { useCommand, useRunCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'

const sameChoice = (timer: SleepTimer | null, choice: SleepChoice) =>
  timer !== null && timer.kind === choice.kind && (choice.kind !== 'minutes' || (timer.kind === 'minutes' && timer.minutes === choice.minutes))

interface SleepTimerPopoverProps {
  readonly trigger: ReactElement
  readonly timer: SleepTimer | null
  readonly defaultOpen: boolean
}

/** The sleep timer's popover: choose or cancel a timer. Loaded on the button's first use (SleepTimerControl). */
export function SleepTimerPopover({ trigger, timer, defaultOpen }: SleepTimerPopoverProps) {
  const { t } = useTexts()
  const set = useRunCommand('playback.listening.setSleepTimer')
  const cancel = useCommand('playback.listening.cancelSleepTimer')
  const [open, setOpen] = useState(defaultOpen)
  const [custom, setCustom] = useState('20')
  const inputId = useId()
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
      <Popover.Trigger>{trigger}</Popover.Trigger>
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
