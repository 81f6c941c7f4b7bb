import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedServerEntry } from '../../../model/servers/saved-servers'
import { $savedServers, SERVER_NAME_MAX, serverNameProblem } from '../../../model/servers/saved-servers'
import { useRunCommand } from '../../commands/use-command'

/**
 * The login list's "Rename" of a saved server: a labelled field checked as you save (not empty,
 * at most 64 characters, not another saved server's name); Escape or Cancel keeps the old name.
 */
export function RenameServer({ server, onDone }: { server: SavedServerEntry; onDone: () => void }) {
  const { t } = useTranslation()
  const servers = useUnit($savedServers)
  const rename = useRunCommand('app.servers.renameServer')
  const [name, setName] = useState(server.name)
  const [tried, setTried] = useState(false)
  const errorId = useId()
  const problem = serverNameProblem(servers, server.id, name)
  const shown = tried ? problem : null
  return (
    <form
      style={{ flex: 1, minWidth: 0 }}
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (problem !== null) return
        rename({ serverId: server.id, name })
        onDone()
      }}
    >
      <Flex direction="column" gap="2">
        <TextField.Root
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the user just asked for
          autoFocus
          value={name}
          maxLength={SERVER_NAME_MAX * 2}
          aria-label={t('servers.rename.field', { url: server.url, username: server.username })}
          aria-invalid={shown !== null}
          {...(shown !== null ? { 'aria-describedby': errorId } : {})}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              onDone()
            }
          }}
        />
        {shown !== null && (
          <Text id={errorId} size="1" color="red" role="alert">
            {t(`servers.rename.${shown}`, { max: SERVER_NAME_MAX })}
          </Text>
        )}
        <Flex gap="2">
          <Button size="1" type="submit">
            {t('servers.rename.save')}
          </Button>
          <Button size="1" type="button" variant="soft" color="gray" onClick={onDone}>
            {t('servers.rename.cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
