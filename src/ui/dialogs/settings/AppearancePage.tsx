import { Flex, Heading, Separator } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { $autoFullscreen, autoFullscreenChanged } from '../../../model/player/audio-settings'
import { SettingSwitch } from './SettingRow'
import { ThemeGrid } from './ThemeGrid'

export function AppearancePage() {
  const { t } = useTranslation()
  const [autoFullscreen, setAutoFullscreen] = useUnit([$autoFullscreen, autoFullscreenChanged])
  const themesId = useId()
  return (
    <Flex direction="column" gap="3">
      <SettingSwitch
        label={t('settings.appearance.autoFullscreen')}
        hint={t('settings.appearance.autoFullscreenHint')}
        checked={autoFullscreen}
        onChange={setAutoFullscreen}
      />
      <Separator size="4" />
      <Heading as="h2" size="2" id={themesId}>
        {t('settings.appearance.theme')}
      </Heading>
      <ThemeGrid labelledBy={themesId} />
    </Flex>
  )
}
