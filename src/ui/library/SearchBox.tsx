import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { TextField } from '@radix-ui/themes'
import { useEffect, useRef, useState } from 'react'

const DEBOUNCE_MS = 300

/** A search field that reports its trimmed text after a pause in typing; follows `value` when the address changes. */
export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch: (query: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value)
  const [synced, setSynced] = useState(value)
  if (value !== synced) {
    setSynced(value)
    setText(value)
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <TextField.Root
      type="search"
      value={text}
      aria-label={label}
      placeholder={placeholder}
      style={{ minWidth: '16rem' }}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => onSearch(next.trim()), DEBOUNCE_MS)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          clearTimeout(timer.current)
          onSearch(text.trim())
        }
      }}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon aria-hidden />
      </TextField.Slot>
    </TextField.Root>
  )
}
