import { Heading, Separator, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { $longTrackSettings, LONG_TRACK_MINUTES, longTrackMinutesChanged } from '../../../model/listening/long-tracks'
import { useTexts } from '../../i18n/use-texts'
import { RangeSetting } from './RangeSetting'

/** Which tracks count as long: they keep their own speed and their position to resume at. */
export function LongTrackSettings() {
  const { t } = useTexts()
  const [{ thresholdSeconds }, setMinutes] = useUnit([$longTrackSettings, longTrackMinutesChanged])
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <Heading as="h2" size="2" id={titleId} mb="1">
        {t('listening.settings.title')}
      </Heading>
      <Text as="p" size="1" color="gray">
        {t('listening.settings.hint')}
      </Text>
      <RangeSetting
        label={t('listening.settings.threshold')}
        value={Math.max(LONG_TRACK_MINUTES.min, Math.round(thresholdSeconds / 60))}
        limits={LONG_TRACK_MINUTES}
        format={(minutes) => t('listening.sleep.minutes', { count: minutes })}
        onChange={setMinutes}
      />
      <Separator size="4" my="2" />
    </section>
  )
}
