import { Dialog, Flex, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { ShortcutKeys } from '../commands/ShortcutKeys'
import { useCommandViews } from '../commands/use-command'
import { LibraryResults } from './LibraryResults'
import './palette.css'

/** SPEC §2: Pages, then every other command under Commands. */
const GROUPS = [
  { id: 'pages', includes: (category: string) => category === 'pages' },
  { id: 'commands', includes: (category: string) => category !== 'pages' },
] as const

/** cmdk over the registry: every enabled command by category, filtered as you type, Enter runs. */
export function CommandPalette() {
  const { t } = useTranslation()
  const close = useUnit(dialogClosed)
  const views = useCommandViews().filter((view) => view.enabled && view.id !== 'app.openPalette')
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="36rem" className="palette" style={{ padding: 0 }} aria-describedby={undefined}>
        <Dialog.Title className="visually-hidden">{t('palette.title')}</Dialog.Title>
        <Command label={t('palette.title')} loop>
          <Command.Input placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')} />
          <Command.List>
            <Command.Empty>{t('palette.empty')}</Command.Empty>
            {GROUPS.map((group) => (
              <Command.Group key={group.id} heading={t(`commands.categories.${group.id}`)}>
                {views
                  .filter((view) => group.includes(view.category))
                  .map((view) => (
                    <Command.Item
                      key={view.id}
                      value={view.label}
                      keywords={[view.id]}
                      onSelect={() => {
                        close()
                        view.run()
                      }}
                    >
                      <Flex justify="between" align="center" width="100%" gap="3">
                        <Text size="2">{view.label}</Text>
                        {view.shortcut && <ShortcutKeys keys={view.shortcut} />}
                      </Flex>
                    </Command.Item>
                  ))}
              </Command.Group>
            ))}
            <LibraryResults />
          </Command.List>
        </Command>
      </Dialog.Content>
    </Dialog.Root>
  )
}
