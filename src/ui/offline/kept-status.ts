import type { TFunction } from 'i18next'
import type { KeptItem } from '../../model/offline/kept-document'
import { itemProgress } from '../../model/offline/kept-store'
import { formatFileSize } from '../format/numbers'

/**
 * What an item's status says: kept (with its size), on its way (songs done of all, bytes), paused,
 * or not kept and why. Only an item whose every song is stored reads "Kept".
 */
export function keptStatusText(item: KeptItem, t: TFunction, language: string): string {
  const progress = itemProgress(item)
  const size = formatFileSize(progress.bytes, language)
  switch (item.status) {
    case 'kept':
      return t('offline.kept', { size })
    case 'failed':
      return t(`offline.failedBecause.${item.failure ?? 'failed'}`)
    case 'paused':
      return t('offline.paused', { done: progress.done, total: progress.total })
    default:
      return t('offline.progress', { done: progress.done, total: progress.total, size })
  }
}
