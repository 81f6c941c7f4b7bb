import { Flex, Text } from '@radix-ui/themes'
import { useId } from 'react'

/** A labelled native slider (keyboard and screen readers for free) showing its value in dB. */
export function RangeSetting(props: {
  label: string
  value: number
  min: number
  max: number
  step: number
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
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        disabled={props.disabled}
        aria-valuetext={props.format(props.value)}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </Flex>
  )
}
