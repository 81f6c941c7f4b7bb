import { Flex, Switch, Text } from '@radix-ui/themes'
import { useId } from 'react'

/** A labelled on/off setting: the label names the switch, the hint describes it. */
export function SettingSwitch(props: {
  label: string
  hint?: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <Flex justify="between" align="center" gap="4" py="2">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {props.label}
        </Text>
        {props.hint && (
          <Text id={`${id}-hint`} size="1" color="gray">
            {props.hint}
          </Text>
        )}
      </Flex>
      <Switch
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
    </Flex>
  )
}
