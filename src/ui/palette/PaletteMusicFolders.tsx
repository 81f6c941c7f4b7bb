import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { commandRequested } from '../../commands/registry'
import { musicFolders } from '../../model/library/music-folders'
import { $musicFolderId } from '../../model/session/music-folder'

/** The palette's music folder list ("Choose music folder…"): every folder, then each; the chosen one is disabled. */
export function PaletteMusicFolders({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation()
  const [state, chosen, request] = useUnit([musicFolders.$state, $musicFolderId, commandRequested])
  const choose = (folderId: string | null) => () => {
    onChosen()
    request({ id: 'library.folders.setMusicFolder', payload: { folderId } })
  }
  const folders = state.status === 'ready' ? state.data : []
  return (
    <Command.Group heading={t('palette.musicFolders')}>
      {state.status === 'loading' && <Command.Loading>{t('folders.loading')}</Command.Loading>}
      {state.status === 'failed' && <Command.Empty>{t('folders.choiceFailed')}</Command.Empty>}
      <Command.Item value="music-folder:all" keywords={[t('folders.every')]} disabled={chosen === null} onSelect={choose(null)}>
        {t('folders.every')}
        {chosen === null ? ` · ${t('palette.current')}` : ''}
      </Command.Item>
      {folders.map((folder) => (
        <Command.Item key={folder.id} value={`music-folder:${folder.id}`} keywords={[folder.name]} disabled={folder.id === chosen} onSelect={choose(folder.id)}>
          {folder.name}
          {folder.id === chosen ? ` · ${t('palette.current')}` : ''}
        </Command.Item>
      ))}
    </Command.Group>
  )
}
