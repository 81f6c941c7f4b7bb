import { SpeakerLoudIcon, SpeakerModerateIcon, SpeakerOffIcon, SpeakerQuietIcon } from '@radix-ui/react-icons'
import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { $muted, $volume, VOLUME } from '../../model/player/player'
import { useRunCommand } from '../commands/use-command'
import { CommandIconButton } from '../layout/CommandButton'

function VolumeIcon({ volume, muted }: { volume: number; muted: boolean }) {
  if (muted || volume === 0) return <SpeakerOffIcon />
  if (volume < 34) return <SpeakerQuietIcon />
  if (volume < 67) return <SpeakerModerateIcon />
  return <SpeakerLoudIcon />
}

/** Mute button and a 0–100 slider; the wheel over it changes the volume by 5. */
export function VolumeControl() {
  const { t } = useTexts()
  const [volume, muted] = useUnit([$volume, $muted])
  const change = useRunCommand('playback.setVolume')
  const wheel = useRunCommand('playback.wheelVolume')
  const shown = muted ? 0 : volume
  return (
    <div className="player-volume" onWheel={(event) => wheel({ deltaY: event.deltaY })}>
      <CommandIconButton commandId="playback.toggleMute" icon={<VolumeIcon volume={volume} muted={muted} />} pressed={muted} />
      <input
        type="range"
        className="player-range"
        aria-label={t('player.bar.volume')}
        aria-valuetext={`${shown}%`}
        min={VOLUME.min}
        max={VOLUME.max}
        step={VOLUME.step}
        value={shown}
        onChange={(event) => change({ volume: Number(event.target.value) })}
        style={{ ['--fill' as string]: `${shown}%` }}
      />
    </div>
  )
}
