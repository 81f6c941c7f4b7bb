import { Flex, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { ShortcutKeys } from '../commands/ShortcutKeys'
import type { CommandView } from '../commands/use-command'

/** One command in the palette: its title and, when it has one, its shortcut. */
export function PaletteItem({ value, view, onSelect }: { value: string; view: CommandView; onSelect: () => void }) {
  return (
    <Command.Item value={value} keywords={[view.label, view.id]} onSelect={onSelect}>
      <Flex justify="between" align="center" width="100%" gap="3">
        <Text size="2">{view.label}</Text>
        {view.shortcut && <ShortcutKeys keys={view.shortcut} />}
      </Flex>
    </Command.Item>
  )
}
