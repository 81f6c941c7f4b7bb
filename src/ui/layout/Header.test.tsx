import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { $openDialog } from '../../model/dialogs/dialogs'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { Header } from './Header'

beforeAll(installLayoutStubs)

describe('Header', () => {
  it('has a More menu with About, Server status and Quick scan, each with its shortcut', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    renderInScope(<Header />, { scope })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More' }))
    const about = await screen.findByRole('menuitem', { name: /About Tonearm/ }, { timeout: 10_000 })
    expect(about.textContent).toBe('About TonearmO A')
    expect(screen.getByRole('menuitem', { name: /Server status/ })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: /Quick scan of the library/ })).toBeTruthy()
    await user.click(about)
    expect(scope.getState($openDialog)).toBe('about')
  })
})
