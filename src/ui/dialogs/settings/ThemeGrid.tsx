import { Flex, RadioCards, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import type { ThemeName } from '../../../model/preferences/theme'
import { $themeName, THEMES, themeChanged } from '../../../model/preferences/theme'
import { themeLabel } from '../../theme/theme-label'
import { ThemeSwatch } from '../../theme/ThemeSwatch'

/** The 20 themes as a radio group (arrow keys move, the chosen one is checked). */
export function ThemeGrid({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation()
  const [theme, choose] = useUnit([$themeName, themeChanged])
  return (
    <RadioCards.Root
      aria-labelledby={labelledBy}
      value={theme}
      onValueChange={(value) => choose(value as ThemeName)}
      columns="4"
      className="theme-grid"
      gap="2"
      size="1"
    >
      {THEMES.map((name) => (
        <RadioCards.Item key={name} value={name} aria-label={themeLabel(t, name)}>
          <Flex direction="column" align="center" gap="1" width="100%">
            <ThemeSwatch theme={name} size="2.5rem" />
            <Text size="1" align="center">
              {themeLabel(t, name)}
            </Text>
          </Flex>
        </RadioCards.Item>
      ))}
    </RadioCards.Root>
  )
}
