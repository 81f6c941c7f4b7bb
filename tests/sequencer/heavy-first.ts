import type { TestSpecification } from 'vitest/node'
import { BaseSequencer } from 'vitest/node'

/**
 * The unit files that take longest, longest first: they start first, so that none of them is
 * left running alone at the end of the lane. Vitest orders files by their last durations when its
 * cache has them, and by size otherwise, as on a fresh CI machine; these files are short (a walk
 * over every control, a dialog with every command) and would start among the last.
 */
const HEAVY_FIRST = [
  'src/ui/screens/every-control-screens.test.tsx',
  'src/ui/palette/CommandPalette.test.tsx',
  'src/ui/dialogs/every-control-dialogs.test.tsx',
  'src/ui/dialogs/ShortcutsDialog.test.tsx',
  'src/ui/layout/every-control-layout.test.tsx',
  'src/ui/player/PlayerBar.test.tsx',
  'src/ui/commands/KeyboardListener.controls.test.tsx',
  'src/ui/player/QueueList.test.tsx',
  'src/ui/layout/Announcer.test.tsx',
  'src/ui/layout/Header.test.tsx',
  'src/ui/table/SongTable.test.tsx',
  'src/ui/screens/opensubsonic-screens.test.tsx',
  'src/ui/screens/album/AlbumScreen.test.tsx',
  'src/ui/library/RatingFilter.test.tsx',
  'src/ui/dialogs/SettingsDialog.test.tsx',
  'src/ui/screens/playlist/PlaylistScreen.test.tsx',
]

export default class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => HEAVY_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`))
    const heavy = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b))
    return [...heavy, ...sorted.filter((file) => rank(file) < 0)]
  }
}
