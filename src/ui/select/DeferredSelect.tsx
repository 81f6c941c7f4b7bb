import { Select } from '@radix-ui/themes'
import type { ComponentProps } from 'react'
import { useState } from 'react'

export interface SelectOption {
  readonly value: string
  readonly label: string
}

/**
 * A Radix select whose options mount once the trigger is approached (pointer over it, focus) or
 * opened. Mounted with the screen, a closed Radix select renders its options anyway (into a
 * detached fragment, to find the chosen one's text), and each option, the popper and the portal
 * set state from layout effects: a chain of synchronous re-renders inside the screen's first
 * commit (≈ 20 ms of a 50–65 ms task in traced cold starts onto Albums). The trigger shows the
 * chosen option's label itself, so nothing is lost while the options wait.
 */
export function DeferredSelect({
  value,
  options,
  onValueChange,
  size,
  placeholder,
  ...triggerProps
}: {
  value: string
  options: readonly SelectOption[]
  onValueChange: (value: string) => void
  size?: ComponentProps<typeof Select.Root>['size']
  placeholder?: string
  'aria-labelledby'?: string
}) {
  const [approached, setApproached] = useState(false)
  const approach = () => setApproached(true)
  const chosen = options.find((option) => option.value === value)
  return (
    <Select.Root
      size={size}
      value={value}
      onValueChange={onValueChange}
      onOpenChange={(open) => {
        if (open) approach()
      }}
    >
      <Select.Trigger {...triggerProps} placeholder={placeholder} onPointerEnter={approach} onFocus={approach}>
        {chosen?.label}
      </Select.Trigger>
      {approached && (
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      )}
    </Select.Root>
  )
}
