import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_PROTOCOL_VERSION } from '../../../model/session/protocol'
import { $pendingServer, $pendingWarnings, continueAnywayClicked, incompatibleCancelled } from '../../../model/session/login'

/**
 * An older protocol is not fully supported; a password credential over plain http can be
 * read on the way. Either asks first; the user may Continue anyway.
 */
export function IncompatibleServerDialog() {
  const { t } = useTranslation()
  const [pending, warnings, proceed, cancel] = useUnit([$pendingServer, $pendingWarnings, continueAnywayClicked, incompatibleCancelled])
  const host = pending === null ? '' : hostOf(pending.url)
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && cancel()}>
      <AlertDialog.Content maxWidth="28rem">
        <AlertDialog.Title>
          {warnings?.olderProtocol === false ? t('login.exposedPassword.title') : t('login.incompatible.title')}
        </AlertDialog.Title>
        {warnings?.olderProtocol !== false && (
          <AlertDialog.Description size="2">
            {t('login.incompatible.description', { version: pending?.protocolVersion ?? '', expected: DEFAULT_PROTOCOL_VERSION })}
          </AlertDialog.Description>
        )}
        {warnings?.exposedPassword === true &&
          (warnings.olderProtocol ? (
            <Text as="p" size="2" mt="2">
              {t('login.exposedPassword.description', { host })}
            </Text>
          ) : (
            <AlertDialog.Description size="2">{t('login.exposedPassword.description', { host })}</AlertDialog.Description>
          ))}
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

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}
