import { DownloadIcon } from '@radix-ui/react-icons'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeptKind } from '../../model/offline/kept-document'
import { $kept, keptItemOf, keptViewOpened } from '../../model/offline/offline'
import { useCommand } from '../commands/use-command'
import { keptStatusText } from './kept-status'

/**
 * "Available offline" for an album or playlist page: a toggle (pressed while the item is kept or
 * on its way), the download's progress (songs and bytes) with Pause, Resume or Retry, and Cancel.
 */
export function OfflineToggle({ kind, id }: { kind: Exclude<KeptKind, 'queue'>; id: string }) {
  const { t, i18n } = useTranslation()
  const [kept, opened] = useUnit([$kept, keptViewOpened])
  useEffect(() => {
    opened()
  }, [opened])
  const payload = { kind, id }
  const keep = useCommand(kind === 'album' ? 'offline.keepAlbum' : 'offline.keepPlaylist', payload)
  const remove = useCommand('offline.remove', payload)
  const pause = useCommand('offline.pause', payload)
  const resume = useCommand('offline.retry', payload)
  const cancel = useCommand('offline.cancel', payload)
  const item = keptItemOf(kept, kind, id)
  const pressed = item !== undefined && item.status !== 'failed'
  const status = item === undefined ? '' : keptStatusText(item, t, i18n.language)
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button variant={pressed ? 'solid' : 'soft'} color="gray" aria-pressed={pressed} disabled={!keep.enabled} onClick={pressed ? remove.run : keep.run}>
        <DownloadIcon aria-hidden />
        {t('offline.available')}
      </Button>
      {item && (item.status === 'downloading' || item.status === 'queued') && (
        <Button variant="ghost" size="1" onClick={pause.run}>
          {t('offline.pause')}
        </Button>
      )}
      {item && (item.status === 'paused' || item.status === 'failed') && (
        <Button variant="ghost" size="1" onClick={resume.run}>
          {item.status === 'failed' ? t('offline.retry') : t('offline.resume')}
        </Button>
      )}
      {item && item.status !== 'kept' && (
        <Button variant="ghost" size="1" onClick={cancel.run}>
          {t('offline.cancel')}
        </Button>
      )}
      <Text size="1" color="gray" role="status">
        {status}
      </Text>
    </Flex>
  )
}
