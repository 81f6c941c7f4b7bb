import { DotsHorizontalIcon } from '@radix-ui/react-icons'
import { IconButton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $currentSong } from '../../model/player/player'

type Content = typeof import('./SongMenuContent').SongMenuContent

// Radix Menu is not needed until the menu opens (issue 13: its code, compiled for the first
// render, was heap from start-up on): fetched on the button's first use.
let loaded: Content | null = null
let request: Promise<Content> | null = null
const loadContent = () =>
  (request ??= import('./SongMenuContent').then(
    (m) => (loaded = m.SongMenuContent),
    (error: unknown) => {
      request = null // the next click asks again
      throw error
    },
  ))

/** The player bar's menu button for what plays: its rating and an instant mix from it (SongMenuContent). */
export function SongMenu() {
  const { t } = useTexts()
  const song = useUnit($currentSong)
  // Opened at once when the click that loaded it meant to open it; closed when loaded before.
  const [menu, setMenu] = useState<{ Content: Content; open: boolean } | null>(() => (loaded ? { Content: loaded, open: false } : null))
  const load = () => {
    loadContent().then(
      (Content) => setMenu({ Content, open: true }),
      (error: unknown) => console.error('Tonearm: the song menu did not load', error),
    )
  }
  const button = (
    <IconButton variant="ghost" color="gray" aria-label={t('rating.songMenu')} aria-haspopup="menu" disabled={song === null} onClick={menu ? undefined : load}>
      <DotsHorizontalIcon />
    </IconButton>
  )
  return menu ? <menu.Content trigger={button} defaultOpen={menu.open} /> : button
}
