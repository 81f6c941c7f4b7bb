import { useUnit } from 'effector-react'
import { useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $duration, $mediaType, $progress } from '../../model/player/player'
import { useRunCommand } from '../commands/use-command'
import { formatTime } from './format-time'

/** Elapsed time, a seek slider (keyboard and pointer) and the total time. Radios only show elapsed time. */
export function TimeSlider() {
  const { t } = useTexts()
  const [progress, duration, mediaType] = useUnit([$progress, $duration, $mediaType])
  const seekTo = useRunCommand('playback.seekTo')
  const [dragging, setDragging] = useState<number | null>(null)
  const shown = dragging ?? progress
  const seekable = mediaType === 'song' && duration > 0
  return (
    <div className="player-time">
      <span className="player-time-label" aria-hidden>
        {formatTime(shown)}
      </span>
      <input
        type="range"
        className="player-range"
        aria-label={t('player.bar.seek')}
        aria-valuetext={t('player.bar.position', { elapsed: formatTime(shown), total: formatTime(duration) })}
        min={0}
        max={seekable ? Math.max(1, Math.floor(duration)) : 1}
        step={1}
        value={seekable ? Math.floor(shown) : 0}
        disabled={!seekable}
        onChange={(event) => setDragging(Number(event.target.value))}
        onPointerUp={() => {
          if (dragging !== null) seekTo({ seconds: dragging })
          setDragging(null)
        }}
        onKeyUp={() => {
          if (dragging !== null) seekTo({ seconds: dragging })
          setDragging(null)
        }}
        onBlur={() => setDragging(null)}
        style={{ ['--fill' as string]: `${seekable ? (shown / duration) * 100 : 0}%` }}
      />
      <span className="player-time-label" aria-hidden>
        {mediaType === 'song' ? formatTime(duration) : ''}
      </span>
    </div>
  )
}
