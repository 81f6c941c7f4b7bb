import { Flex } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $pages, $radiosHiddenByHost, hideRadiosSectionChanged } from '../../../model/layout/pages'
import { DesktopComforts } from './DesktopComforts'
import { MusicFolderSetting } from './MusicFolderSetting'
import { SettingSwitch } from './SettingRow'

/** The music folder shown; hide the radios section, unless the host page already hides it; then the native comforts. */
export function ContentPage() {
  const { t } = useTranslation()
  const [pages, hiddenByHost, setHidden] = useUnit([$pages, $radiosHiddenByHost, hideRadiosSectionChanged])
  return (
    <Flex direction="column">
      <MusicFolderSetting />
      <SettingSwitch
        label={t('settings.content.hideRadios')}
        hint={hiddenByHost ? t('settings.content.hideRadiosByHost') : t('settings.content.hideRadiosHint')}
        checked={pages.hideRadiosSection}
        disabled={hiddenByHost}
        onChange={setHidden}
      />
      <DesktopComforts />
    </Flex>
  )
}
