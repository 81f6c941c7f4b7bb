import { Cross2Icon } from '@radix-ui/react-icons'
import { DataList, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $serverConfig } from '../../model/session/server-config'
import { useCommand } from '../commands/use-command'

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * SPEC §2 info panel (shown by default, toggled with its command): what Tonearm is connected
 * to. The player adds the current song here once it exists.
 */
export function InfoPanel() {
  const { t } = useTranslation()
  const config = useUnit($serverConfig)
  const toggle = useCommand('app.toggleInfoPanel')
  return (
    <aside id="app-info-panel" className="app-info-panel" aria-labelledby="app-info-panel-title">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="3" id="app-info-panel-title">
          {t('infoPanel.title')}
        </Heading>
        <IconButton size="1" variant="ghost" color="gray" aria-label={t('infoPanel.hide')} onClick={toggle.run}>
          <Cross2Icon />
        </IconButton>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        {t('infoPanel.nothingPlaying')}
      </Text>
      <DataList.Root size="1" orientation="vertical">
        {!config.hideServer && (
          <DataList.Item>
            <DataList.Label>{t('infoPanel.server')}</DataList.Label>
            <DataList.Value>{hostOf(config.url)}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>{t('infoPanel.user')}</DataList.Label>
          <DataList.Value>{config.username}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('infoPanel.type')}</DataList.Label>
          <DataList.Value>{config.serverType}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('infoPanel.protocol')}</DataList.Label>
          <DataList.Value>{config.protocolVersion}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </aside>
  )
}
