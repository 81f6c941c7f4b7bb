import { Button, Callout, Flex, Table, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeyContext } from '../../../commands/command'
import { KEY_CONTEXTS } from '../../../commands/key-context'
import type { Chord } from '../../../commands/keybinding'
import type { Binding } from '../../../commands/keymap'
import { displayKeys } from '../../../commands/keybinding'
import { $isApple, $keymap, $userKeybindings, conflictingBindings, contextOf, isDefaultBinding, keybindingChanged, keybindingReplaced, keybindingReset, portableChord } from '../../../commands/keymap'
import { findCommand } from '../../../commands/registry'
import { ShortcutKeys } from '../../commands/ShortcutKeys'
import type { CommandView } from '../../commands/use-command'
import { useKeyRecorder } from './use-key-recorder'

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'recording'; readonly typed: readonly Chord[] }
  | { readonly kind: 'conflict'; readonly sequence: readonly Chord[]; readonly others: readonly Binding[] }

/** Contexts named next to a binding (idle and anywhere are the plain case). */
/** Every context but the default ones is named beside its keys. */
const SHOWN_CONTEXTS: ReadonlySet<KeyContext> = new Set(KEY_CONTEXTS.filter((when) => when !== 'idle' && when !== 'anywhere'))

/**
 * One command of the keyboard map: every binding with its context, Record (replaces the binding
 * in the context of the command's first default; its keys elsewhere stay) and Reset (all defaults).
 */
export function ShortcutRow({ view }: { view: CommandView }) {
  const { t } = useTranslation()
  const [keymap, user, isApple] = useUnit([$keymap, $userKeybindings, $isApple])
  const [change, replace, reset] = useUnit([keybindingChanged, keybindingReplaced, keybindingReset])
  const [state, setState] = useState<State>({ kind: 'idle' })
  // Every binding of the command: the user's (per context) and the defaults they left.
  const bindings = keymap.filter((binding) => binding.commandId === view.id)
  const portable = (sequence: readonly Chord[]) => sequence.map((chord) => portableChord(chord, isApple)).join(' ')
  const save = (sequence: readonly Chord[]) => {
    const others = conflictingBindings(keymap, view.id, sequence, contextOf(view.id))
    if (others.length > 0) setState({ kind: 'conflict', sequence, others })
    else {
      change({ id: view.id, binding: portable(sequence) })
      setState({ kind: 'idle' })
    }
  }
  useKeyRecorder({
    active: state.kind === 'recording',
    onChord: (typed) => setState({ kind: 'recording', typed }),
    onDone: save,
    onCancel: () => setState({ kind: 'idle' }),
  })
  const otherNames = state.kind === 'conflict' ? [...new Set(state.others.map(({ commandId }) => t(findCommand(commandId)?.title ?? commandId)))].join(', ') : ''
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        {view.label}
        {state.kind === 'conflict' && (
          <Callout.Root color="amber" size="1" mt="2" role="alert">
            <Callout.Text>{t('shortcuts.conflict', { command: otherNames })}</Callout.Text>
            <Flex gap="2">
              <Button
                size="1"
                onClick={() => {
                  replace({ id: view.id, binding: portable(state.sequence), unbind: state.others.map(({ commandId, when }) => ({ id: commandId, when: when ?? 'idle' })) })
                  setState({ kind: 'idle' })
                }}
              >
                {t('shortcuts.replace')}
              </Button>
              <Button size="1" variant="soft" color="gray" onClick={() => setState({ kind: 'idle' })}>
                {t('shortcuts.cancel')}
              </Button>
            </Flex>
          </Callout.Root>
        )}
      </Table.RowHeaderCell>
      <Table.Cell justify="end" width="11rem">
        {state.kind === 'recording' ? (
          <Text size="1" color="amber" role="status">
            {state.typed.length > 0 ? <ShortcutKeys keys={displayKeys(state.typed, isApple)} /> : t('shortcuts.recording')}
          </Text>
        ) : bindings.length > 0 ? (
          <Flex direction="column" align="end" gap="1">
            {bindings.map((binding) => (
              <Flex key={`${binding.when ?? 'idle'} ${binding.sequence.join(' ')}`} gap="2" align="center" justify="end">
                {binding.when && SHOWN_CONTEXTS.has(binding.when) && (
                  <Text size="1" color="gray">
                    {t(`shortcuts.context.${binding.when}`)}
                  </Text>
                )}
                <ShortcutKeys keys={displayKeys(binding.sequence, isApple)} />
              </Flex>
            ))}
          </Flex>
        ) : (
          <Text size="1" color="gray">
            {t('shortcuts.none')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell justify="end" width="9rem">
        <Flex gap="3" justify="end" align="center">
          <Button
            size="1"
            variant="soft"
            aria-label={t('shortcuts.recordFor', { command: view.label })}
            aria-pressed={state.kind === 'recording'}
            onClick={() => setState(state.kind === 'recording' ? { kind: 'idle' } : { kind: 'recording', typed: [] })}
          >
            {t('shortcuts.record')}
          </Button>
          <Button
            size="1"
            variant="ghost"
            color="gray"
            disabled={isDefaultBinding(user, view.id)}
            aria-label={t('shortcuts.resetFor', { command: view.label })}
            onClick={() => reset(view.id)}
          >
            {t('shortcuts.reset')}
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  )
}
