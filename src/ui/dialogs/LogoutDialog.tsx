import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { logoutConfirmed } from '../../model/session/logout'

export function LogoutDialog() {
  const { t } = useTranslation()
  const [close, confirm] = useUnit([dialogClosed, logoutConfirmed])
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && close()}>
      <AlertDialog.Content maxWidth="26rem">
        <AlertDialog.Title>{t('logout.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('logout.description')}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('logout.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={confirm}>
              {t('logout.confirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
