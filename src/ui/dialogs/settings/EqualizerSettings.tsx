import { Button, Flex, Heading, Separator, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { commandRequested } from '../../../commands/registry'
import {
  $audioEffects,
  $webAudioUsable,
  BAND_GAIN,
  EQUALIZER_BANDS,
  EQUALIZER_PRE_AMP,
  equalizerBandChanged,
  equalizerEnabledChanged,
  equalizerPreAmpChanged,
  PRESET_NAMES,
} from '../../../model/player/audio-effects'
import { $streamAccess } from '../../../model/player/playback'
import { DecibelSetting, useDecibels } from './RangeSetting'
import { SettingSwitch } from './SettingRow'

const frequencyText = (hertz: number) => (hertz >= 1000 ? `${hertz / 1000} kHz` : `${hertz} Hz`)

/** The 10-band equaliser: on/off, presets (each a command), a pre-amp and one slider per band. */
export function EqualizerSettings() {
  const { t } = useTranslation()
  const [{ equalizer }, webAudio, access] = useUnit([$audioEffects, $webAudioUsable, $streamAccess])
  // A server whose streams carry no CORS: Web Audio would hear silence, so the equaliser waits for one that does.
  const usable = webAudio && access !== 'refused'
  const reason = access === 'refused' ? t('settings.audio.crossOrigin.equalizerNeedsCors') : t('settings.audio.crossOrigin.equalizerNeedsWebAudio')
  const [setEnabled, setBand, setPreAmp, request] = useUnit([equalizerEnabledChanged, equalizerBandChanged, equalizerPreAmpChanged, commandRequested])
  const titleId = useId()
  const presetsId = useId()
  const bandId = useId()
  const db = useDecibels()
  const off = !equalizer.enabled || !usable
  return (
    <section aria-labelledby={titleId}>
      <Heading as="h2" size="2" id={titleId} mb="1">
        {t('settings.audio.effects.equalizer')}
      </Heading>
      <SettingSwitch
        label={t('settings.audio.effects.equalizerEnabled')}
        hint={usable ? t('settings.audio.effects.equalizerHint') : reason}
        checked={equalizer.enabled && usable}
        disabled={!usable}
        onChange={setEnabled}
      />
      <Flex direction="column" gap="1" py="1">
        <Text id={presetsId} size="2" weight="medium">
          {t('settings.audio.effects.presets')}
        </Text>
        <Flex gap="2" wrap="wrap" role="group" aria-labelledby={presetsId}>
          {PRESET_NAMES.map((preset) => (
            <Button
              key={preset}
              size="1"
              variant={equalizer.preset === preset ? 'solid' : 'soft'}
              color={equalizer.preset === preset ? undefined : 'gray'}
              aria-pressed={equalizer.preset === preset}
              disabled={!usable}
              onClick={() => request({ id: 'playback.effects.chooseEqualizerPreset', payload: { preset } })}
            >
              {t(`settings.audio.effects.presetNames.${preset}`)}
            </Button>
          ))}
        </Flex>
      </Flex>
      <DecibelSetting label={t('settings.audio.effects.preAmp')} value={equalizer.preAmp} limits={EQUALIZER_PRE_AMP} disabled={off} onChange={setPreAmp} />
      <div className="equalizer-bands" role="group" aria-label={t('settings.audio.effects.bands')}>
        {EQUALIZER_BANDS.map((hertz, index) => {
          const gain = equalizer.bands[index] ?? 0
          return (
            <div key={hertz} className="equalizer-band">
              <Text size="1" color="gray" aria-hidden>
                {db(gain)}
              </Text>
              <input
                id={`${bandId}-${index}`}
                type="range"
                className="equalizer-slider"
                min={BAND_GAIN.min}
                max={BAND_GAIN.max}
                step={BAND_GAIN.step}
                value={gain}
                disabled={off}
                aria-valuetext={db(gain)}
                onChange={(event) => setBand({ index, gain: Number(event.target.value) })}
              />
              <Text as="label" htmlFor={`${bandId}-${index}`} size="1">
                {frequencyText(hertz)}
              </Text>
            </div>
          )
        })}
      </div>
      <Separator size="4" my="2" />
    </section>
  )
}
