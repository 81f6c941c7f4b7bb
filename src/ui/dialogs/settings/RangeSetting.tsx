import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** A setting's bounds and step, as the model states them (PRE_AMP, CROSSFADE…). */
export interface RangeLimits {
  readonly min: number
  readonly max: number
  readonly step: number
}

/**
 * A labelled native slider row (keyboard and screen readers for free): its label, its value as
 * `format` says it (shown beside the label and read as the slider's value text), the slider.
 */
export function RangeSetting(props: {
  label: string
  value: number
  limits: RangeLimits
  disabled?: boolean
  format: (value: number) => string
  onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <Flex direction="column" gap="1" py="1">
      <Flex justify="between">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {props.label}
        </Text>
        <Text size="2" color="gray" aria-hidden>
          {props.format(props.value)}
        </Text>
      </Flex>
      <input
        id={id}
        className="range-setting"
        type="range"
        min={props.limits.min}
        max={props.limits.max}
        step={props.limits.step}
        value={props.value}
        disabled={props.disabled}
        aria-valuetext={props.format(props.value)}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </Flex>
  )
}

/** A gain in decibels as the settings say it, signed: "+3 dB", "0 dB", "-6 dB". */
export function useDecibels(): (value: number) => string {
  const { t } = useTranslation()
  return (value) => t('settings.audio.decibels', { value: value > 0 ? `+${value}` : String(value) })
}

/** A slider row of a gain in decibels (ReplayGain's pre-amp and default gain, the equaliser's pre-amp). */
export function DecibelSetting(props: { label: string; value: number; limits: RangeLimits; disabled?: boolean; onChange: (value: number) => void }) {
  const db = useDecibels()
  return <RangeSetting {...props} format={db} />
}
