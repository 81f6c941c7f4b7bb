import { render, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FocusKeeper } from './FocusKeeper'

/** A screen whose list gives way to a skeleton while it reloads (no focusout: Chrome sends none for a removed element). */
function ReloadingScreen() {
  const [loading, setLoading] = useState(false)
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setLoading(true)}>
        Reload
      </button>
      {loading ? <p>Loading…</p> : <button type="button">First song</button>}
    </main>
  )
}

describe('FocusKeeper', () => {
  it('gives focus to the main area when the focused element is removed without a focusout', async () => {
    const { getByRole } = render(
      <>
        <FocusKeeper />
        <ReloadingScreen />
      </>,
    )
    const song = getByRole('button', { name: 'First song' })
    song.focus()
    // What Chrome does: the element goes, focus falls to the body, no focusout is dispatched.
    const silence = (event: FocusEvent) => event.target === song && event.stopImmediatePropagation()
    window.addEventListener('focusout', silence, true)
    try {
      getByRole('button', { name: 'Reload' }).click()
      await waitFor(() => expect(document.activeElement).toBe(getByRole('main')))
    } finally {
      window.removeEventListener('focusout', silence, true)
    }
  })
})
