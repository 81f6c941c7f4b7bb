import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { firstScreenLeft, MountInBackground } from './MountInBackground'

it('on the screen the app starts on, puts the children, mounted in the background, in place of the fallback; after a navigation, mounts them at once', async () => {
  const { unmount } = render(
    <MountInBackground fallback={<p>Rows coming</p>}>
      <table aria-label="Songs" />
    </MountInBackground>,
  )
  expect(await screen.findByRole('table', { name: 'Songs' })).toBeInTheDocument()
  expect(screen.queryByText('Rows coming')).not.toBeInTheDocument()
  unmount()

  firstScreenLeft()
  const fallbackRendered = vi.fn<() => void>()
  function Fallback() {
    fallbackRendered()
    return <p>Rows coming</p>
  }
  render(
    <MountInBackground fallback={<Fallback />}>
      <table aria-label="Artists" />
    </MountInBackground>,
  )
  expect(screen.getByRole('table', { name: 'Artists' })).toBeInTheDocument()
  expect(fallbackRendered).not.toHaveBeenCalled()
})
