import { Box, Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import {
  $availableUpdate,
  $updateInstalling,
  updateInstallRequested,
  updateRemindLaterRequested,
} from '../../model/update/update-flow'
import { ReleaseNotes } from './ReleaseNotes'

/** Update dialog: the new version, its release notes, install or be reminded next launch. */
export function UpdateDialog() {
  const { t } = useTranslation()
  const [update, installing, install, remindLater] = useUnit([
    $availableUpdate,
    $updateInstalling,
    updateInstallRequested,
    updateRemindLaterRequested,
    ])
  if (update === null) return null
  return (
    <Dialog.Root open onOpenChange={(open) => !open && remindLater()}>
      <Dialog.Content maxWidth="36rem">
        <Dialog.Title>{t('update.title')}</Dialog.Title>
        <Dialog.Description size="2">{t('update.description', { version: update.version })}</Dialog.Description>
        <Box mt="3">
          <Text as="div" size="2" weight="bold" mb="1" id="update-notes-heading">
            {t('update.notes')}
          </Text>
          {/* Focusable so the keyboard can scroll long notes. */}
          <Box
            pr="3"
            role="region"
            aria-labelledby="update-notes-heading"
            tabIndex={0}
            style={{ maxHeight: '18rem', overflowY: 'auto' }}
          >
              {update.body.trim() === '' ? (
                <Text size="2" color="gray">
                  {t('update.noNotes')}
                </Text>
              ) : (
                <ReleaseNotes markdown={update.body} />
            )}
          </Box>
        </Box>
        <Flex gap="3" mt="4" justify="end">
          <Button variant="soft" color="gray" onClick={remindLater}>
            {t('update.remindLater')}
          </Button>
          <Button onClick={install} disabled={installing}>
            {t('update.install')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
