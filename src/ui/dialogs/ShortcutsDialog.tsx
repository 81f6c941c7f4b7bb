import { Button, Dialog, Flex, Heading, Table } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { COMMAND_CATEGORIES } from '../../commands/command'
import { $userKeybindings, keybindingsResetAll } from '../../commands/keymap'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { useCommandViews } from '../commands/use-command'
import { ShortcutRow } from './shortcuts/ShortcutRow'

/** Generated from the command registry, grouped by category; every shortcut can be remapped. */
export function ShortcutsDialog() {
  const { t } = useTranslation()
  const [close, user, resetAll] = useUnit([dialogClosed, $userKeybindings, keybindingsResetAll])
  const views = useCommandViews()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="44rem">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{t('shortcuts.title')}</Dialog.Title>
          <Button size="1" variant="soft" color="gray" disabled={Object.keys(user).length === 0} onClick={resetAll}>
            {t('shortcuts.resetAll')}
          </Button>
        </Flex>
        <Dialog.Description size="2" color="gray">
          {t('shortcuts.description')}
        </Dialog.Description>
        {COMMAND_CATEGORIES.filter((category) => views.some((view) => view.category === category)).map((category) => (
          <Flex key={category} direction="column" mt="4" gap="2">
            <Heading as="h2" size="3">
              {t(`commands.categories.${category}`)}
            </Heading>
            <Table.Root size="1">
              <Table.Body>
                {views
                  .filter((view) => view.category === category)
                  .map((view) => (
                    <ShortcutRow key={view.id} view={view} />
                  ))}
              </Table.Body>
            </Table.Root>
          </Flex>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  )
}
