import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_PROTOCOL_VERSION } from '../../../model/session/protocol'
import { $pendingServer, continueAnywayClicked, incompatibleCancelled } from '../../../model/session/login'

/** SPEC §8: an older protocol is not fully supported; the user may Continue anyway. */
export function IncompatibleServerDialog() {
  const { t } = useTranslation()
  const [pending, proceed, cancel] = useUnit([$pendingServer, continueAnywayClicked, incompatibleCancelled])
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && cancel()}>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>{t('login.incompatible.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t('login.incompatible.description', { version: pending?.protocolVersion ?? '', expected: DEFAULT_PROTOCOL_VERSION })}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('login.incompatible.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={proceed}>{t('login.incompatible.continue')}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
