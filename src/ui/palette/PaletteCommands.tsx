import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $recentCommandIds, recentCommandUsed } from '../../model/dialogs/palette-page'
import { RENAMED_COMMAND_IDS } from '../../commands/registry'
import type { CommandView } from '../commands/use-command'
import { useCommandViews } from '../commands/use-command'
import { PaletteItem } from './PaletteItem'
import { itemValue } from './palette-values'

/** Pages, then every other command under Commands. */
const GROUPS = [
  { id: 'pages', includes: (category: string) => category === 'pages' },
  { id: 'commands', includes: (category: string) => category !== 'pages' },
] as const

/** The palette's first list: the last commands used (before any search), then Pages and Commands. */
export function PaletteCommands({ searching, onRun }: { searching: boolean; onRun: () => void }) {
  const { t } = useTranslation()
  const [recentIds, used] = useUnit([$recentCommandIds, recentCommandUsed])
  const views = useCommandViews().filter((view) => view.enabled && view.inPalette && view.id !== 'view.openPalette')
  const recent = recentIds.flatMap((id) => views.filter((view) => view.id === (RENAMED_COMMAND_IDS[id] ?? id)))
  const run = (view: CommandView) => {
    used(view.id)
    onRun()
    view.run()
  }
  return (
    <>
      {!searching && recent.length > 0 && (
        <Command.Group heading={t('palette.recent')}>
          {recent.map((view) => (
            <PaletteItem key={view.id} value={itemValue.recent(view.id)} view={view} onSelect={() => run(view)} />
          ))}
        </Command.Group>
      )}
      {GROUPS.map((group) => (
        <Command.Group key={group.id} heading={t(`commands.categories.${group.id}`)}>
          {views
            .filter((view) => group.includes(view.category))
            .map((view) => (
              <PaletteItem key={view.id} value={itemValue.command(view.label, view.id)} view={view} onSelect={() => run(view)} />
            ))}
        </Command.Group>
      ))}
    </>
  )
}
