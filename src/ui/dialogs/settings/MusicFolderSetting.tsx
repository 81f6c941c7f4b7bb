import { Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { commandRequested } from '../../../commands/registry'
import { musicFolders } from '../../../model/library/music-folders'
import { $musicFolderId } from '../../../model/session/music-folder'

const EVERY = ''

/**
 * Which of the server's music folders the app shows (this server only); changing it starts the app
 * afresh. The folders are asked for as the settings' Content page shows (folder-requests.ts).
 */
export function MusicFolderSetting() {
  const { t } = useTranslation()
  const id = useId()
  const [state, chosen, request] = useUnit([musicFolders.$state, $musicFolderId, commandRequested])
  const folders = state.status === 'ready' ? state.data : []
  return (
    <Flex justify="between" align="center" gap="4" py="2">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {t('folders.setting')}
        </Text>
        <Text id={`${id}-hint`} size="1" color="gray">
          {state.status === 'failed' ? t('folders.choiceFailed') : t('folders.settingHint')}
        </Text>
      </Flex>
      <select
        id={id}
        className="setting-select"
        aria-describedby={`${id}-hint`}
        value={chosen ?? EVERY}
        disabled={state.status !== 'ready'}
        onChange={(event) => request({ id: 'library.folders.setMusicFolder', payload: { folderId: event.target.value === EVERY ? null : event.target.value } })}
      >
        <option value={EVERY}>{t('folders.every')}</option>
        {folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.name}
          </option>
        ))}
      </select>
    </Flex>
  )
}
