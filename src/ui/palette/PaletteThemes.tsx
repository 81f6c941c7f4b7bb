import { CheckIcon } from '@radix-ui/react-icons'
import { Flex, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $themeName, THEMES, themeChanged } from '../../model/preferences/theme'
import { themeLabel } from '../theme/theme-label'
import { ThemeSwatch } from '../theme/ThemeSwatch'

export const THEME_ITEM_PREFIX = 'theme:'

/** The palette's theme list: the highlighted theme is previewed (see CommandPalette), Enter keeps it. */
export function PaletteThemes({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation()
  const [current, choose] = useUnit([$themeName, themeChanged])
  return (
    <Command.Group heading={t('palette.themes')}>
      {THEMES.map((theme) => (
        <Command.Item
          key={theme}
          value={`${THEME_ITEM_PREFIX}${theme}`}
          keywords={[themeLabel(t, theme)]}
          onSelect={() => {
            choose(theme)
            onChosen()
          }}
        >
          <Flex align="center" gap="3" width="100%">
            <ThemeSwatch theme={theme} size="1.25rem" />
            <Text size="2">{themeLabel(t, theme)}</Text>
            {theme === current && <CheckIcon aria-label={t('palette.current')} style={{ marginLeft: 'auto' }} />}
          </Flex>
        </Command.Item>
      ))}
    </Command.Group>
  )
}
