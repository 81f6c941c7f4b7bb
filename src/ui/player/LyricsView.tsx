import { Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { FoundLyrics } from '../../model/player/player'
import { $lyrics, currentLineIndex } from '../../model/player/lyrics'
import { $progress } from '../../model/player/player'
import { useRunCommand } from '../commands/use-command'

/** The Lyrics tab: loading, none found, plain text, or synced lines that follow the song. */
export function LyricsView() {
  const { t } = useTranslation()
  const state = useUnit($lyrics)
  if (state.status === 'idle') return null
  if (state.status === 'loading') {
    return (
      <Text as="p" color="gray" align="center" mt="6" role="status">
        {t('player.lyrics.loading')}
      </Text>
    )
  }
  if (state.lyrics.value === '' && state.lyrics.lines.length === 0) {
    return (
      <Text as="p" color="gray" align="center" mt="6" role="status">
        {t('player.lyrics.none')}
      </Text>
    )
  }
  return state.lyrics.synced ? <SyncedLyrics lyrics={state.lyrics} /> : <div className="lyrics">{state.lyrics.value}</div>
}

function SyncedLyrics({ lyrics }: { lyrics: FoundLyrics }) {
  const { t } = useTranslation()
  const progress = useUnit($progress)
  const seekTo = useRunCommand('playback.seekTo')
  const current = currentLineIndex(lyrics, progress)
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const line = container.current?.querySelector<HTMLElement>(`[data-line="${current}"]`)
    if (line && typeof line.scrollIntoView !== 'function') return
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    line?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' })
  }, [current])
  return (
    <div className="lyrics" ref={container} aria-label={t('player.big.tabs.lyrics')}>
      {lyrics.lines.map((line, index) =>
        line.start === null ? (
          <span key={index} className="lyrics-line">
            {line.text}
          </span>
        ) : (
          <button
            key={index}
            type="button"
            className="lyrics-line"
            data-line={index}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => seekTo({ seconds: line.start! / 1000 })}
          >
            {line.text || '♪'}
          </button>
        ),
      )}
    </div>
  )
}
