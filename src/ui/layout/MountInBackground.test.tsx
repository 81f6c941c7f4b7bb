import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { MountInBackground } from './MountInBackground'

it('puts the children, mounted in the background, in place of the fallback', async () => {
  render(
    <MountInBackground fallback={<p>Rows coming</p>}>
      <table aria-label="Songs" />
    </MountInBackground>,
  )
  expect(await screen.findByRole('table', { name: 'Songs' })).toBeInTheDocument()
  expect(screen.queryByText('Rows coming')).not.toBeInTheDocument()
})
