import { CopyIcon } from '@radix-ui/react-icons'
import { Button, DataList, Dialog, Flex, Heading, Skeleton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $serverAbout, aboutShown, CLIENT_NAME, CLIENT_VERSION } from '../../model/server/about'
import { useCommand } from '../commands/use-command'
import { $serverConfig } from '../../model/session/server-config'

/** The client and the server, their versions, type and API version; copy the server's link. */
export function AboutDialog() {
  const { t } = useTranslation()
  const [close, shown, about, config] = useUnit([dialogClosed, aboutShown, $serverAbout, $serverConfig])
  const copy = useCommand('app.copyServerLink')
  useEffect(() => {
    shown()
  }, [shown])
  const unknown = t('about.unknown')
  const value = (text: string | null) =>
    about.status === 'loading' && !text ? <Skeleton width="5rem" height="1rem" /> : text || unknown
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>{t('about.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('about.description')}
        </Dialog.Description>
        <Heading as="h2" size="2" mt="4" mb="2">
          {t('about.client')}
        </Heading>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label>{t('about.name')}</DataList.Label>
            <DataList.Value>{CLIENT_NAME}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('about.version')}</DataList.Label>
            <DataList.Value>{CLIENT_VERSION}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Heading as="h2" size="2" mt="4" mb="2">
          {t('about.server')}
        </Heading>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label>{t('about.type')}</DataList.Label>
            <DataList.Value>{value(about.type)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('about.version')}</DataList.Label>
            <DataList.Value>{value(about.serverVersion)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('about.apiVersion')}</DataList.Label>
            <DataList.Value>{value(about.apiVersion)}</DataList.Value>
          </DataList.Item>
          {!config.hideServer && (
            <DataList.Item>
              <DataList.Label>{t('about.link')}</DataList.Label>
              <DataList.Value>
                <Flex align="center" gap="2" wrap="wrap">
                  <span style={{ wordBreak: 'break-all' }}>{config.url}</span>
                  <Button size="1" variant="soft" onClick={copy.run}>
                    <CopyIcon aria-hidden />
                    {t('about.copyLink')}
                  </Button>
                </Flex>
              </DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
        {about.status === 'failed' && (
          <Flex mt="3" role="alert" style={{ color: 'var(--red-11)' }}>
            {t('about.failed')}
          </Flex>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('about.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
