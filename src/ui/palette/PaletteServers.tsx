import { Flex, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { commandRequested } from '../../commands/registry'
import { $currentServerId, $savedServers } from '../../model/servers/saved-servers'

/** The palette's server list ("Switch server…"): each saved server by name, user and address; the signed-in one is disabled. */
export function PaletteServers({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation()
  const [servers, current, request] = useUnit([$savedServers, $currentServerId, commandRequested])
  return (
    <Command.Group heading={t('palette.servers')}>
      {servers.map((server) => (
        <Command.Item
          key={server.id}
          value={`server:${server.id}`}
          keywords={[server.name, server.url, server.username]}
          disabled={server.id === current}
          onSelect={() => {
            onChosen()
            request({ id: 'app.servers.switchServer', payload: { serverId: server.id } })
          }}
        >
          <Flex direction="column">
            <Text size="2">{server.name}</Text>
            <Text size="1" color="gray">
              {server.username} · {server.url}
              {server.id === current ? ` · ${t('palette.current')}` : ''}
            </Text>
          </Flex>
        </Command.Item>
      ))}
    </Command.Group>
  )
}
