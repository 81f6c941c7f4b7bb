import { Heading, Separator } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  $audioEffects,
  CROSSFADE,
  crossfadeEnabledChanged,
  crossfadeNotWithinAlbumsChanged,
  crossfadeSecondsChanged,
} from '../../../model/player/audio-effects'
import { RangeSetting } from './RangeSetting'
import { SettingSwitch } from './SettingRow'

/** Crossfade between songs: on/off, its length, and whether albums played in order stay gapless. */
export function CrossfadeSettings() {
  const { t } = useTranslation()
  const { crossfade } = useUnit($audioEffects)
  const [setEnabled, setSeconds, setNotWithinAlbums] = useUnit([crossfadeEnabledChanged, crossfadeSecondsChanged, crossfadeNotWithinAlbumsChanged])
  const titleId = useId()
  const off = !crossfade.enabled
  return (
    <section aria-labelledby={titleId}>
      <Heading as="h2" size="2" id={titleId} mb="1">
        {t('settings.audio.effects.crossfade')}
      </Heading>
      <SettingSwitch
        label={t('settings.audio.effects.crossfadeEnabled')}
        hint={t('settings.audio.effects.crossfadeHint')}
        checked={crossfade.enabled}
        onChange={setEnabled}
      />
      <RangeSetting
        label={t('settings.audio.effects.crossfadeSeconds')}
        value={crossfade.seconds}
        limits={CROSSFADE}
        disabled={off}
        format={(seconds) => t('settings.audio.effects.seconds', { value: seconds })}
        onChange={setSeconds}
      />
      <SettingSwitch
        label={t('settings.audio.effects.notWithinAlbums')}
        hint={t('settings.audio.effects.notWithinAlbumsHint')}
        checked={crossfade.notWithinAlbums}
        disabled={off}
        onChange={setNotWithinAlbums}
      />
      <Separator size="4" my="2" />
    </section>
  )
}
