import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { commandRequested } from '../../../commands/registry'
import { $savedServers, serverIdOf } from '../../../model/servers/saved-servers'
import { $serverConfig } from '../../../model/session/server-config'
import { RenameServer } from './RenameServer'

/**
 * The login screen's saved servers (issue 18): connect to one with its stored credential, rename
 * it, or forget it. The server the form is for (it did not answer, or its sign-in could not be unlocked)
 * is the form's, not the list's.
 */
export function SavedServers() {
  const { t } = useTranslation()
  const [all, config, request] = useUnit([$savedServers, $serverConfig, commandRequested])
  const [renaming, setRenaming] = useState<string | null>(null)
  const servers = config.isServerConfigured ? all.filter((server) => server.id !== serverIdOf(config)) : all
  if (config.lockUser || servers.length === 0) return null
  return (
    <Card size="3" style={{ width: '100%', maxWidth: '28rem' }} asChild>
      <section aria-labelledby="saved-servers-title">
        <Heading as="h2" size="4" id="saved-servers-title" mb="3">
          {t('servers.saved')}
        </Heading>
        <Flex asChild direction="column" gap="3">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {servers.map((server) => (
              <Flex asChild key={server.id} align="center" justify="between" gap="3">
                <li>
                  {renaming === server.id ? (
                    <RenameServer server={server} onDone={() => setRenaming(null)} />
                  ) : (
                  <Flex direction="column" style={{ minWidth: 0 }}>
                    <Text size="2" weight="medium">
                      {server.name}
                    </Text>
                    <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                      {server.username} · {server.url}
                    </Text>
                  </Flex>
                  )}
                  <Flex gap="2" flexShrink="0">
                    <Button size="2" variant="soft" color="gray" aria-label={t('servers.rename.button', { name: server.name })} onClick={() => setRenaming(server.id)}>
                      {t('servers.rename.short')}
                    </Button>
                    <Button
                      size="2"
                      aria-label={t('servers.connectTo', { name: server.name })}
                      onClick={() => request({ id: 'app.servers.switchServer', payload: { serverId: server.id } })}
                    >
                      {t('servers.connect')}
                    </Button>
                    <Button
                      size="2"
                      variant="soft"
                      color="gray"
                      aria-label={t('servers.forget', { name: server.name })}
                      onClick={() => request({ id: 'app.servers.forgetServer', payload: { serverId: server.id } })}
                    >
                      {t('servers.forgetShort')}
                    </Button>
                  </Flex>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
      </section>
    </Card>
  )
}
