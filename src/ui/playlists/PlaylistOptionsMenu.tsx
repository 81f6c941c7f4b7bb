import type { CommandId } from '../../commands/registry'
import { DotsHorizontalIcon } from '@radix-ui/react-icons'
import { DropdownMenu, IconButton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { OpenPlaylist } from '../../model/playlists/open-playlist'
import { openPlaylistShown } from '../../model/playlists/open-playlist'
import { useCommand } from '../commands/use-command'

function CommandItem({ id, danger }: { id: CommandId; danger?: boolean }) {
  const command = useCommand(id)
  return (
    <DropdownMenu.Item
      disabled={!command.enabled}
      onSelect={command.run}
      {...(danger ? { color: 'red' as const } : {})}
      {...(command.shortcut ? { shortcut: command.shortcut.map((chord) => chord.join('+')).join(' ') } : {})}
    >
      {command.label}
    </DropdownMenu.Item>
  )
}

/**
 * The Playlist page's options: edit, delete and remove the selected songs, as
 * commands. While it is shown, its playlist is the one those commands act on.
 */
export function PlaylistOptionsMenu({ playlist }: { playlist: OpenPlaylist }) {
  const { t } = useTranslation()
  const report = useUnit(openPlaylistShown)
  useEffect(() => {
    report(playlist)
  }, [playlist, report])
  useEffect(
    () => () => {
      report(null)
    },
    [report],
  )
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <IconButton variant="soft" color="gray" aria-label={t('playlists.options.label')}>
          <DotsHorizontalIcon aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <CommandItem id="playlists.edit" />
        <CommandItem id="playlists.removeSongs" />
        <CommandItem id="offline.keepPlaylist" />
        <DropdownMenu.Separator />
        <CommandItem id="playlists.delete" danger />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
