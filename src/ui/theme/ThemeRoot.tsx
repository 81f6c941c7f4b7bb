import { Theme } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { $shownTheme } from '../../model/preferences/theme-preview'
import { paletteCss, paletteOf } from './palettes'
import { loadThemeColors } from './theme-colors'

/**
 * The Radix theme of the chosen (or previewed) theme. A theme whose colour scales are not in the
 * page yet stays on the previous one until they arrive, so nothing flashes unstyled.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const wanted = useUnit($shownTheme)
  const [shown, setShown] = useState(wanted)
  useEffect(() => {
    let live = true
    void loadThemeColors(wanted).then(() => live && setShown(wanted))
    return () => {
      live = false
    }
  }, [wanted])
  useEffect(() => {
    document.documentElement.dataset.theme = shown
  }, [shown])
  const palette = paletteOf(shown)
  return (
    <Theme
      appearance={palette.appearance}
      accentColor={palette.accentColor}
      grayColor={palette.grayColor}
      radius="medium"
      scaling="100%"
      panelBackground="solid"
    >
      <style>{paletteCss(palette)}</style>
      {children}
    </Theme>
  )
}
