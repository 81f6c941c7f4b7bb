import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $desktopPreferences } from '../../../model/preferences/desktop-preferences'
import { useCommand } from '../../commands/use-command'
import { SettingSwitch } from './SettingRow'

/** The song-change notification (where the host can notify) and close-to-tray (desktop window only). */
export function DesktopComforts() {
  const { t } = useTranslation()
  const prefs = useUnit($desktopPreferences)
  const notifications = useCommand('app.notifications.toggleSongChange')
  const closeToTray = useCommand('app.desktop.toggleCloseToTray')
  return (
    <>
      {notifications.enabled && (
        <SettingSwitch
          label={t('settings.desktop.songNotifications')}
          hint={t('settings.desktop.songNotificationsHint')}
          checked={prefs.songNotifications}
          onChange={notifications.run}
        />
      )}
      {closeToTray.enabled && (
        <SettingSwitch
          label={t('settings.desktop.closeToTray')}
          hint={t('settings.desktop.closeToTrayHint')}
          checked={prefs.closeToTray}
          onChange={closeToTray.run}
        />
      )}
    </>
  )
}
