import { Cross2Icon } from '@radix-ui/react-icons'
import { Dialog, Flex, IconButton, Tabs, VisuallyHidden } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { BigPlayerTab } from '../../model/player/player'
import { lyricsViewShown } from '../../model/player/lyrics'
import { $autoFullscreen, $bigPlayerTab, bigPlayerClosed, bigPlayerTabChanged } from '../../model/player/player'
import { LyricsView } from './LyricsView'
import { PlayingNow } from './PlayingNow'
import { QueueList } from './QueueList'

const TABS: readonly BigPlayerTab[] = ['queue', 'playing', 'lyrics']

/** The full-window player: tabs Queue, Playing now, Lyrics. */
export function BigPlayer() {
  const { t } = useTranslation()
  const [tab, changeTab, close, autoFullscreen, showLyrics] = useUnit([
    $bigPlayerTab,
    bigPlayerTabChanged,
    bigPlayerClosed,
    $autoFullscreen,
    lyricsViewShown,
  ])
  useFullscreen(autoFullscreen)
  useEffect(() => {
    showLyrics(tab === 'lyrics')
    return () => {
      showLyrics(false)
    }
  }, [tab, showLyrics])
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content className="big-player" aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>{t('player.big.title')}</Dialog.Title>
        </VisuallyHidden>
        <Tabs.Root value={tab} onValueChange={(value) => changeTab(value as BigPlayerTab)} className="big-player-body">
          <Flex align="center" justify="between">
            <Tabs.List>
              {TABS.map((name) => (
                <Tabs.Trigger key={name} value={name}>
                  {t(`player.big.tabs.${name}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label={t('player.big.close')}>
                <Cross2Icon />
              </IconButton>
            </Dialog.Close>
          </Flex>
          <Tabs.Content value="queue" className="big-player-tab">
            <QueueList />
          </Tabs.Content>
          <Tabs.Content value="playing" className="big-player-tab">
            <PlayingNow />
          </Tabs.Content>
          <Tabs.Content value="lyrics" className="big-player-tab">
            <LyricsView />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** With auto fullscreen on, the window goes fullscreen while the big player is open. */
function useFullscreen(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof document === 'undefined' || !document.documentElement.requestFullscreen) return undefined
    document.documentElement.requestFullscreen().catch(() => undefined)
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    }
  }, [enabled])
}
