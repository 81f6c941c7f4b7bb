import { Flex, Text, TextField } from '@radix-ui/themes'

interface LoginFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error: string | undefined
  readonly type?: 'text' | 'url' | 'password'
  readonly placeholder?: string
  readonly readOnly?: boolean
  readonly autoComplete?: string
}

/** A labelled text field whose validation message is tied to it for screen readers. */
export function LoginField({ name, label, value, onChange, error, type = 'text', placeholder, readOnly, autoComplete }: LoginFieldProps) {
  const id = `login-${name}`
  const errorId = `${id}-error`
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        name={name}
        type={type}
        size="3"
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  )
}
