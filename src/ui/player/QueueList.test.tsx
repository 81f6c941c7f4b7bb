import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { VirtuosoMockContext } from 'react-virtuoso'
import { describe, expect, it } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { $currentList, $currentSong, listPlayed } from '../../model/player/player'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { KeyboardListener } from '../commands/KeyboardListener'
import { forkWithShell, signIn } from '../../testing/scope'
import { QueueList } from './QueueList'

async function renderQueue() {
  const { scope } = forkWithShell()
  await signIn(scope)
  await allSettled(listPlayed, { scope, params: { songs: makeSongs(4), index: 1 } })
  renderInScope(
    <>
      <KeyboardListener />
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
      <div style={{ height: 400 }}>
        <QueueList />
      </div>
      </VirtuosoMockContext.Provider>
    </>,
    { scope },
  )
  const ids = () => scope.getState($currentList).map((song) => song.id)
  return { scope, list: screen.getByRole('list', { name: 'Queue' }), user: userEvent.setup(), ids }
}

describe('QueueList', () => {
  it('lists the queue and marks the current song', async () => {
    const { list } = await renderQueue()
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(list).getByRole('button', { name: '2. Song 1, Artist' })).toHaveAttribute('aria-current', 'true')
  })

  it('Alt+ArrowDown and Alt+ArrowUp move the focused song', async () => {
    const { list, user, ids, scope } = await renderQueue()
    within(list).getByRole('button', { name: '1. Song 0, Artist' }).focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(ids()).toEqual(['s1', 's0', 's2', 's3'])
    expect(scope.getState($currentSong)?.id).toBe('s1')
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(ids()).toEqual(['s0', 's1', 's2', 's3'])
  })

  it('runs the queue keys from the keymap: remapped moves and removal, the old keys do nothing', async () => {
    const { list, user, ids, scope } = await renderQueue()
    await allSettled(keybindingChanged, { scope, params: { id: 'queue.moveSongDown', binding: 'Alt+J' } })
    await allSettled(keybindingChanged, { scope, params: { id: 'queue.removeSongs', binding: 'X' } })
    within(list).getByRole('button', { name: '1. Song 0, Artist' }).focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{Delete}')
    expect(ids()).toEqual(['s0', 's1', 's2', 's3'])
    await user.keyboard('{Alt>}j{/Alt}')
    expect(ids()).toEqual(['s1', 's0', 's2', 's3'])
    expect(document.activeElement).toHaveAccessibleName('2. Song 0, Artist')
    await user.keyboard('x')
    expect(ids()).toEqual(['s1', 's2', 's3'])
  })

  it('Delete or the remove button takes a song out; a click plays one', async () => {
    const { list, user, ids, scope } = await renderQueue()
    within(list).getByRole('button', { name: '4. Song 3, Artist' }).focus()
    await user.keyboard('{Delete}')
    expect(ids()).toEqual(['s0', 's1', 's2'])
    await user.click(within(list).getByRole('button', { name: 'Remove Song 0 from the queue' }))
    expect(ids()).toEqual(['s1', 's2'])
    await user.click(within(list).getByRole('button', { name: '2. Song 2, Artist' }))
    expect(scope.getState($currentSong)?.id).toBe('s2')
  })
})
