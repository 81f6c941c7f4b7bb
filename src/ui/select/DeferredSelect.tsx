import { Select } from '@radix-ui/themes'
import { useState } from 'react'
import { MountInBackground } from '../layout/MountInBackground'

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
  size?: '1' | '2' | '3'
  placeholder?: string
  'aria-labelledby'?: string
}) {
  const [approached, setApproached] = useState(false)
  const approach = () => setApproached(true)
  const chosen = options.find((option) => option.value === value)
  return (
    <MountInBackground fallback={<TriggerLook size={size} label={chosen?.label} placeholder={placeholder} />}>
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
    </MountInBackground>
  )
}

/**
 * The closed trigger as Radix Themes draws it (same classes, its chevron), not a control: on the
 * screen the app starts on, the select itself mounts with the screen's content, in a later
 * commit (MountInBackground). Mounted in the first one, its root's and popper's state set from
 * refs made React render again synchronously, pulling that commit's effects into its task.
 */
function TriggerLook({ size = '2', label, placeholder }: { size?: '1' | '2' | '3'; label?: string; placeholder?: string }) {
  return (
    <span className={`rt-reset rt-SelectTrigger rt-r-size-${size} rt-variant-surface`} data-placeholder={label === undefined ? '' : undefined} aria-hidden>
      <span className="rt-SelectTriggerInner">
        <span>{label ?? placeholder}</span>
      </span>
      <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" className="rt-SelectIcon" aria-hidden>
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </span>
  )
}
