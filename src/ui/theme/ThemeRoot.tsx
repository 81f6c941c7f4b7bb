import { Theme } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { $themeName } from '../../model/preferences/theme'
import { paletteOf } from './palettes'

export function ThemeRoot({ children }: { children: ReactNode }) {
  const palette = paletteOf(useUnit($themeName))
  return (
    <Theme
      appearance={palette.appearance}
      accentColor={palette.accentColor}
      grayColor={palette.grayColor}
      radius="medium"
      scaling="100%"
      panelBackground="solid"
    >
      {children}
    </Theme>
  )
}
