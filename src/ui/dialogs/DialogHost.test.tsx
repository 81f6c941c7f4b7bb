import { act, screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { Suspense } from 'react'
import { beforeAll, expect, it } from 'vitest'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { DialogHost } from './DialogHost'

beforeAll(installLayoutStubs)

it("shows a dialog the moment its code arrives, without suspending (React 19 would hold a Suspense boundary's reveal up to 300 ms)", async () => {
  const { scope } = forkWithShell()
  await signIn(scope)
  const suspended: string[] = []
  function Fallback() {
    suspended.push('suspended')
    return null
  }
  renderInScope(
    <Suspense fallback={<Fallback />}>
      <DialogHost />
    </Suspense>,
    { scope },
  )
  await act(() => allSettled(dialogOpened, { scope, params: 'logout' }))
  expect(await screen.findByRole('alertdialog', { name: 'Log out?' })).toBeInTheDocument()
  expect(suspended).toEqual([])
})
