import { ArchiveIcon } from '@radix-ui/react-icons'
import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { Fragment, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import type { FolderLink } from '../../../model/library/folder-page'
import { $folderTrail, folderPage, TOP_FOLDER } from '../../../model/library/folder-page'
import { ROUTES } from '../../../model/navigation/navigation'
import { useRunCommand } from '../../commands/use-command'
import { EmptyState, LoadError, ScreenSkeleton } from '../../library/LoadState'
import { RouteLink } from '../../table/RouteLink'
import { SongTable } from '../../table/SongTable'
import { DEFAULT_FOLDER_COLUMNS } from './folder-columns'
import './folders.css'

const pathOf = (id: string) => (id === TOP_FOLDER ? ROUTES.folders : ROUTES.folder(id))

/** Folders › Artist › Album: each step a link, the open folder marked as the current page. */
function Breadcrumbs({ trail }: { trail: readonly FolderLink[] }) {
  const { t } = useTranslation()
  const steps = [{ id: TOP_FOLDER, name: t('folders.title') }, ...trail]
  return (
    <nav aria-label={t('folders.breadcrumbs')}>
      <Flex asChild gap="2" wrap="wrap" mb="2">
        <ol className="folder-breadcrumbs">
          {steps.map((step, index) => (
            <Fragment key={step.id || 'top'}>
              <li>
                {index === steps.length - 1 ? (
                  <Text aria-current="page" size="2" weight="medium">
                    {step.name}
                  </Text>
                ) : (
                  <RouteLink to={{ kind: 'path', path: pathOf(step.id) }}>{step.name}</RouteLink>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </Flex>
    </nav>
  )
}

/** The child folders: a list of links, each opening the folder. */
function ChildFolders({ folders }: { folders: readonly FolderLink[] }) {
  const { t } = useTranslation()
  const id = useId()
  if (folders.length === 0) return null
  return (
    <Box asChild mb="5">
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" mb="2" id={id}>
          {t('folders.subfolders')}
        </Heading>
        <ul className="folder-list">
          {folders.map((folder) => (
            <li key={folder.id}>
              <RouteLink to={{ kind: 'path', path: ROUTES.folder(folder.id) }} className="folder-link">
                <ArchiveIcon aria-hidden />
                {folder.name}
              </RouteLink>
            </li>
          ))}
        </ul>
      </section>
    </Box>
  )
}

/**
 * The Folders screen: the server's folders as they lie on disk (getIndexes at the top,
 * getMusicDirectory below), breadcrumbs back up, child folders as links and the songs in the
 * same table as every list (its keys and commands: play, queue, play next, open the album).
 */
export function FoldersScreen() {
  const { t } = useTranslation()
  const { folderId = TOP_FOLDER } = useParams()
  const [state, trail] = useUnit([folderPage.$state, $folderTrail])
  const retry = useRunCommand('library.retryPage')
  // The route layer asks for the folder with the navigation (src/ui/router/page-requests.ts);
  // Retry asks again.
  if (state.status === 'failed' && state.key === folderId) return <LoadError message={t('folders.failed')} onRetry={() => retry({ page: { kind: 'folder', folderId } })} />
  const folder = state.status === 'ready' && state.key === folderId ? state.data : undefined
  if (!folder) return <ScreenSkeleton />
  const name = folder.id === TOP_FOLDER ? t('folders.title') : folder.name
  const inTrail = trail.some((link) => link.id === folder.parent)
  return (
    <Box p="5">
      <Breadcrumbs trail={folder.id === TOP_FOLDER ? [] : trail} />
      <Heading as="h1" size="7" mb="4">
        {name}
      </Heading>
      {folder.parent !== undefined && !inTrail && (
        <Box mb="3">
          <RouteLink to={{ kind: 'path', path: ROUTES.folder(folder.parent) }}>{t('folders.up')}</RouteLink>
        </Box>
      )}
      <ChildFolders folders={folder.folders} />
      {folder.songs.length > 0 && <SongTable tableId="folder" label={t('folders.songs', { name })} songs={folder.songs} defaultColumns={DEFAULT_FOLDER_COLUMNS} />}
      {folder.folders.length === 0 && folder.songs.length === 0 && <EmptyState title={t('folders.empty')} />}
    </Box>
  )
}
