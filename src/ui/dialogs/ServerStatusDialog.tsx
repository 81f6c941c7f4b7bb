import { ReloadIcon } from '@radix-ui/react-icons'
import { Button, DataList, Dialog, Flex, Skeleton, Text } from '@radix-ui/themes'
import { format } from 'date-fns'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $languageCode } from '../../model/preferences/language'
import { $scanStarting, $serverStatus, serverStatusShown } from '../../model/server/server-status'
import { useCommand } from '../commands/use-command'
import { useDateLocale } from '../i18n/date-locale'
import { numberFormat } from '../format/number-format'

/** Server status: song count, folder count, last scan date, and a quick scan. */
export function ServerStatusDialog() {
  const { t, i18n } = useTranslation()
  const scan = useCommand('app.quickScan')
  const [close, shown, status, starting, language] = useUnit([
    dialogClosed,
    serverStatusShown,
    $serverStatus,
    $scanStarting,
    $languageCode,
  ])
  const locale = useDateLocale(language)
  useEffect(() => {
    shown()
  }, [shown])
  const numbers = numberFormat(i18n.language)
  const show = (value: ReactNode | null): ReactNode =>
    status.status === 'loading' ? <Skeleton width="4rem" height="1rem" /> : (value ?? t('serverStatus.unknown'))
  const lastScan = status.lastScan ? format(new Date(status.lastScan), 'PPPp', locale ? { locale } : {}) : null
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="26rem">
        <Dialog.Title>{t('serverStatus.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('serverStatus.description')}
        </Dialog.Description>
        <DataList.Root size="2" mt="4">
          <DataList.Item>
            <DataList.Label>{t('serverStatus.songs')}</DataList.Label>
            <DataList.Value>{show(status.songCount === null ? null : numbers.format(status.songCount))}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('serverStatus.folders')}</DataList.Label>
            <DataList.Value>{show(status.folderCount === null ? null : numbers.format(status.folderCount))}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('serverStatus.lastScan')}</DataList.Label>
            <DataList.Value>{show(lastScan)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        {status.status === 'failed' && (
          <Text as="p" mt="3" size="2" color="red" role="alert">
            {t('serverStatus.failed')}
          </Text>
        )}
        <Flex justify="between" align="center" mt="4" gap="3">
          <Button onClick={scan.run} disabled={status.scanning || starting} loading={starting}>
            <ReloadIcon aria-hidden />
            {status.scanning ? t('serverStatus.scanning') : t('serverStatus.quickScan')}
          </Button>
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('serverStatus.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
