import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $hasDesktopWindow, $trayState } from '../../../model/host/desktop-window'
import { $desktopPreferences } from '../../../model/preferences/desktop-preferences'
import { useCommand } from '../../commands/use-command'
import { SettingSwitch } from './SettingRow'

/**
 * The song-change notification (where the host can notify) and close-to-tray (desktop window
 * only; off, with the reason, where the desktop shows no tray).
 */
export function DesktopComforts() {
  const { t } = useTranslation()
  const [prefs, hasWindow, tray] = useUnit([$desktopPreferences, $hasDesktopWindow, $trayState])
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
      {hasWindow && (
        <SettingSwitch
          label={t('settings.desktop.closeToTray')}
          hint={tray === 'failed' ? t('settings.desktop.closeToTrayNoTray') : t('settings.desktop.closeToTrayHint')}
          checked={prefs.closeToTray && closeToTray.enabled}
          disabled={!closeToTray.enabled}
          onChange={closeToTray.run}
        />
      )}
    </>
  )
}
