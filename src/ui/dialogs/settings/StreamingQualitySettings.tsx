import { Flex, Heading, Separator, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { $serverConfig } from '../../../model/session/server-config'
import { defaultServerName } from '../../../model/servers/saved-servers'
import { BIT_RATES, FORMATS, transcodes } from '../../../model/streaming/quality-choice'
import type { StreamQuality } from '../../../model/streaming/quality-choice'
import { $network, $serverQuality, qualityChosen } from '../../../model/streaming/streaming-quality'
import { DeferredSelect } from '../../select/DeferredSelect'

const SAME = 'same'

/** One labelled select on a row. */
function SelectRow(props: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <Flex justify="between" align="center" gap="4" py="1">
      <Text id={id} size="2" weight="medium">
        {props.label}
      </Text>
      <DeferredSelect aria-labelledby={id} value={props.value} options={props.options} onValueChange={props.onChange} />
    </Flex>
  )
}

/**
 * The signed-in server's streaming quality: a maximum bitrate and format for every stream, and
 * another choice for metered or slow connections (said plainly when the browser never tells).
 */
export function StreamingQualitySettings() {
  const { t } = useTranslation()
  const [quality, network, config, choose] = useUnit([$serverQuality, $network, $serverConfig, qualityChosen])
  const titleId = useId()
  const bitRates = BIT_RATES.map((rate) => ({ value: String(rate), label: rate === 0 ? t('streaming.original') : t('streaming.kbps', { value: rate }) }))
  const formats = FORMATS.map((format) => ({ value: format || 'server', label: format ? format.toUpperCase() : t('streaming.serverChoice') }))
  const formatOf = (value: string) => (value === 'server' ? '' : value)
  const { normal, constrained } = quality
  const setNormal = (change: Partial<StreamQuality>) => choose({ which: 'normal', quality: { ...normal, ...change } })
  const setConstrained = (change: Partial<StreamQuality> | null) =>
    choose({ which: 'constrained', quality: change === null ? null : { ...(constrained ?? normal), ...change } })
  const constrainedHint = !network.told ? t('streaming.constrainedUntold') : network.constrained ? t('streaming.constrainedNow') : t('streaming.constrainedHint')
  return (
    <section aria-labelledby={titleId}>
      <Heading as="h2" size="2" id={titleId} mb="1">
        {t('streaming.title')}
      </Heading>
      <Text as="p" size="1" color="gray">
        {t('streaming.perServer', { server: defaultServerName(config.url) })}
      </Text>
      <SelectRow label={t('streaming.maxBitRate')} value={String(normal.maxBitRate)} options={bitRates} onChange={(value) => setNormal({ maxBitRate: Number(value) })} />
      <SelectRow label={t('streaming.format')} value={normal.format || 'server'} options={formats} onChange={(value) => setNormal({ format: formatOf(value) })} />
      <SelectRow
        label={t('streaming.constrained')}
        value={constrained === null ? SAME : String(constrained.maxBitRate)}
        options={[{ value: SAME, label: t('streaming.sameAsAbove') }, ...bitRates]}
        onChange={(value) => setConstrained(value === SAME ? null : { maxBitRate: Number(value) })}
      />
      {constrained !== null && (
        <SelectRow
          label={t('streaming.constrainedFormat')}
          value={constrained.format || 'server'}
          options={formats}
          onChange={(value) => setConstrained({ format: formatOf(value) })}
        />
      )}
      <Text as="p" size="1" color="gray">
        {constrainedHint}
      </Text>
      {(transcodes(normal) || (constrained !== null && transcodes(constrained))) && (
        <Text as="p" size="1" color="gray" mt="1">
          {t('streaming.seeking')}
        </Text>
      )}
      <Separator size="4" my="2" />
    </section>
  )
}
