import { Button, Flex, Table, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeptItem } from '../../../model/offline/kept-document'
import { itemKey, keptBytes } from '../../../model/offline/kept-document'
import { $kept } from '../../../model/offline/offline'
import { $removeAllAsking, removeAllConfirmed, removeAllDismissed } from '../../../model/offline/remove-all'
import { $offlineInDataFolder, $offlineSupported, $storageEstimate, storagePageShown } from '../../../model/offline/storage-estimate'
import { useCommand, useRunCommand } from '../../commands/use-command'
import { formatFileSize } from '../../format/numbers'
import { DeferredSelect } from '../../select/DeferredSelect'
import { BIT_RATES } from '../../../model/streaming/quality-choice'
import { keptStatusText } from '../../offline/kept-status'
import { ConfirmDialog } from '../ConfirmDialog'

const SAME_AS_STREAMING = 'streaming'

/** An item's quality: choosing another keeps it again in that one. Named per item by a hidden label. */
function ItemQuality(props: { name: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <>
      <span id={id} className="visually-hidden">
        {props.name}
      </span>
      <DeferredSelect size="1" aria-labelledby={id} value={props.value} options={props.options} onValueChange={props.onChange} />
    </>
  )
}

/**
 * Storage: what is kept offline (every album, playlist and the queue, with its status and size),
 * the total against the browser's estimate and whether the storage is persistent; remove one, or
 * all after a confirmation. Removing goes through the offline commands.
 */
export function StoragePage() {
  const { t, i18n } = useTranslation()
  const [kept, estimate, supported, inDataFolder, asking, shown, confirm, dismiss] = useUnit([
    $kept,
    $storageEstimate,
    $offlineSupported,
    $offlineInDataFolder,
    $removeAllAsking,
    storagePageShown,
    removeAllConfirmed,
    removeAllDismissed,
  ])
  useEffect(() => {
    shown()
  }, [shown])
  const removeAll = useCommand('offline.removeAll')
  const remove = useRunCommand('offline.remove')
  const chooseQuality = useRunCommand('offline.chooseQuality')
  const keepInQuality = useRunCommand('offline.keepInQuality')
  const qualityLabel = useId()
  const bitRates = BIT_RATES.map((rate) => ({ value: String(rate), label: rate === 0 ? t('streaming.original') : t('streaming.kbps', { value: rate }) }))
  const size = (bytes: number) => formatFileSize(bytes, i18n.language)
  const total = keptBytes(kept)
  const nameOf = (item: KeptItem) => (item.kind === 'queue' ? t('offline.storage.queueName') : item.name)
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {supported ? t(inDataFolder ? 'offline.storage.introDesktop' : 'offline.storage.intro') : t('offline.storage.unavailable')}
      </Text>
      <Flex direction="column" gap="1" role="group" aria-label={t('offline.storage.summary')}>
        <Text size="2" weight="medium">
          {t('offline.storage.total', { size: size(total) })}
        </Text>
        {estimate && (
          <>
            <Text size="2">{t('offline.storage.estimate', { usage: size(estimate.usage), quota: size(estimate.quota) })}</Text>
            <Text size="2" color="gray">
              {estimate.persisted ? t('offline.storage.persistent') : t('offline.storage.notPersistent')}
            </Text>
          </>
        )}
      </Flex>
      <Flex justify="between" align="center" gap="4">
        <Flex direction="column" gap="1">
          <Text id={qualityLabel} size="2" weight="medium">
            {t('offline.storage.quality')}
          </Text>
          <Text size="1" color="gray">
            {t('offline.storage.qualityHint')}
          </Text>
        </Flex>
        <DeferredSelect
          aria-labelledby={qualityLabel}
          value={kept.quality ? String(kept.quality.maxBitRate) : SAME_AS_STREAMING}
          options={[{ value: SAME_AS_STREAMING, label: t('offline.storage.sameAsStreaming') }, ...bitRates]}
          onValueChange={(value) => chooseQuality({ maxBitRate: value === SAME_AS_STREAMING ? null : Number(value) })}
        />
      </Flex>
      {kept.items.length === 0 ? (
        <Text size="2">{t('offline.storage.empty')}</Text>
      ) : (
        <Table.Root variant="surface" size="1">
          <caption className="visually-hidden">{t('offline.storage.listLabel')}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('offline.storage.columns.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('offline.storage.columns.kind')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('offline.storage.columns.status')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('offline.storage.columns.size')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('offline.storage.columns.quality')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="visually-hidden">{t('offline.storage.columns.actions')}</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {kept.items.map((item) => (
              <Table.Row key={itemKey(item)}>
                <Table.RowHeaderCell>{nameOf(item)}</Table.RowHeaderCell>
                <Table.Cell>{t(`offline.storage.kinds.${item.kind}`)}</Table.Cell>
                <Table.Cell>{keptStatusText(item, t, i18n.language)}</Table.Cell>
                <Table.Cell justify="end">{size(item.bytes)}</Table.Cell>
                <Table.Cell>
                  <ItemQuality
                    name={t('offline.storage.itemQuality', { name: nameOf(item) })}
                    value={String(item.quality.maxBitRate)}
                    options={bitRates}
                    onChange={(value) => keepInQuality({ kind: item.kind, id: item.id, maxBitRate: Number(value) })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Button size="1" variant="ghost" color="red" aria-label={t('offline.storage.removeItem', { name: nameOf(item) })} onClick={() => remove({ kind: item.kind, id: item.id })}>
                    {t('offline.storage.remove')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Flex>
        <Button variant="soft" color="red" disabled={kept.items.length === 0 || !removeAll.enabled} onClick={removeAll.run}>
          {t('offline.storage.removeAll')}
        </Button>
      </Flex>
      {asking && <ConfirmDialog texts="offline.storage.confirmRemoveAll" values={{ size: size(total) }} busy={false} onConfirm={confirm} onCancel={dismiss} />}
    </Flex>
  )
}
