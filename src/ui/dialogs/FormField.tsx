import { Flex, Text, TextArea, TextField } from '@radix-ui/themes'

interface FormFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The translated validation message, tied to the field for screen readers. */
  readonly error: string | undefined
  readonly multiline?: boolean
  readonly type?: 'text' | 'url'
  readonly placeholder?: string
}

/** A labelled field of a form dialog (the playlist and radio forms). */
export function FormField({ id, label, value, onChange, error, multiline, type = 'text', placeholder }: FormFieldProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {multiline ? (
        <TextArea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField.Root {...shared} type={type} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  )
}
