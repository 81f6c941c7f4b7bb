import { Box, Button, Flex, Heading, RadioGroup, Separator, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReplayGainMode } from '../../../model/player/audio-settings'
import {
  $preferSyncedLyrics,
  $replayGain,
  DEFAULT_GAIN,
  defaultGainChanged,
  PRE_AMP,
  preAmpChanged,
  preferSyncedLyricsChanged,
  replayGainEnabledChanged,
  replayGainModeChanged,
} from '../../../model/player/audio-settings'
import { useCommand } from '../../commands/use-command'
import { CrossfadeSettings } from './CrossfadeSettings'
import { EqualizerSettings } from './EqualizerSettings'
import { LongTrackSettings } from './LongTrackSettings'
import { DecibelSetting } from './RangeSetting'
import { SettingSwitch } from './SettingRow'
import { StreamingQualitySettings } from './StreamingQualitySettings'

const MODES: readonly ReplayGainMode[] = ['track', 'album']

/** ReplayGain, crossfade, the equaliser, streaming quality, long tracks and synced lyrics. */
export function AudioPage() {
  const { t } = useTranslation()
  const [replayGain, syncedLyrics] = useUnit([$replayGain, $preferSyncedLyrics])
  const [setEnabled, setMode, setPreAmp, setDefaultGain, setSynced] = useUnit([
    replayGainEnabledChanged,
    replayGainModeChanged,
    preAmpChanged,
    defaultGainChanged,
    preferSyncedLyricsChanged,
  ])
  const modeId = useId()
  const reset = useCommand('app.resetSettings')
  const off = !replayGain.enabled
  return (
    <Flex direction="column" gap="2">
      <section aria-labelledby={`${modeId}-title`}>
        <Heading as="h2" size="2" id={`${modeId}-title`} mb="1">
          {t('settings.audio.replayGain')}
        </Heading>
        <SettingSwitch
          label={t('settings.audio.replayGainEnabled')}
          hint={replayGain.error ? t('settings.audio.replayGainError') : t('settings.audio.replayGainHint')}
          checked={replayGain.enabled}
          disabled={replayGain.error}
          onChange={setEnabled}
        />
        <Flex direction="column" gap="1" py="1">
          <Text id={modeId} size="2" weight="medium">
            {t('settings.audio.mode')}
          </Text>
          <RadioGroup.Root
            aria-labelledby={modeId}
            value={replayGain.mode}
            onValueChange={(value) => setMode(value as ReplayGainMode)}
            disabled={off}
          >
            <Flex gap="4">
              {MODES.map((mode) => (
                <RadioGroup.Item key={mode} value={mode}>
                  {t(`settings.audio.modes.${mode}`)}
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
        </Flex>
        <DecibelSetting label={t('settings.audio.preAmp')} value={replayGain.preAmp} limits={PRE_AMP} disabled={off} onChange={setPreAmp} />
        <DecibelSetting label={t('settings.audio.defaultGain')} value={replayGain.defaultGain} limits={DEFAULT_GAIN} disabled={off} onChange={setDefaultGain} />
        <Separator size="4" my="2" />
      </section>
      <CrossfadeSettings />
      <EqualizerSettings />
      <StreamingQualitySettings />
      <LongTrackSettings />
      <SettingSwitch
        label={t('settings.audio.preferSyncedLyrics')}
        hint={t('settings.audio.preferSyncedLyricsHint')}
        checked={syncedLyrics}
        onChange={setSynced}
      />
      <Separator size="4" my="2" />
      <Flex align="center" justify="between" gap="4">
        <Text id={`${modeId}-reset`} size="1" color="gray">
          {t('settings.reset.hint')}
        </Text>
        <Box flexShrink="0">
          <Button variant="soft" color="gray" disabled={!reset.enabled} onClick={reset.run} aria-describedby={`${modeId}-reset`}>
            {t('settings.reset.button')}
          </Button>
        </Box>
      </Flex>
    </Flex>
  )
}
