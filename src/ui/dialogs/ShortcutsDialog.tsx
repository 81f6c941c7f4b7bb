import { Dialog, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { COMMAND_CATEGORIES } from '../../commands/command'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { ShortcutKeys } from '../commands/ShortcutKeys'
import { useCommandViews } from '../commands/use-command'

/** Generated from the command registry, grouped by category. */
export function ShortcutsDialog() {
  const { t } = useTranslation()
  const close = useUnit(dialogClosed)
  const views = useCommandViews()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="34rem">
        <Dialog.Title>{t('shortcuts.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('shortcuts.description')}
        </Dialog.Description>
        {COMMAND_CATEGORIES.filter((category) => views.some((view) => view.category === category)).map((category) => (
          <Flex key={category} direction="column" mt="4" gap="2">
            <Heading as="h3" size="3">
              {t(`commands.categories.${category}`)}
            </Heading>
            <Table.Root size="1">
              <Table.Body>
                {views
                  .filter((view) => view.category === category)
                  .map((view) => (
                    <Table.Row key={view.id}>
                      <Table.RowHeaderCell>{view.label}</Table.RowHeaderCell>
                      <Table.Cell justify="end">
                        {view.shortcut ? (
                          <ShortcutKeys keys={view.shortcut} />
                        ) : (
                          <Text size="1" color="gray">
                            {t('shortcuts.none')}
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
              </Table.Body>
            </Table.Root>
          </Flex>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  )
}
