import type { ThemeName } from '../../model/preferences/theme'
import { paletteOf } from './palettes'

/** A theme's colours at a glance: background, panel, accent and text, drawn from its palette. */
export function ThemeSwatch({ theme, size }: { theme: ThemeName; size: string }) {
  const palette = paletteOf(theme)
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden style={{ flexShrink: 0, borderRadius: 4 }}>
      <rect width="20" height="20" fill={palette.background} />
      <rect x="10" width="10" height="20" fill={palette.panel} />
      <circle cx="6" cy="13" r="4" fill={palette.accent} />
      <rect x="12" y="4" width="6" height="2" rx="1" fill={palette.text} />
      <rect x="12" y="9" width="4" height="2" rx="1" fill={palette.text} opacity="0.6" />
      <rect width="20" height="20" fill="none" stroke="currentColor" strokeOpacity="0.25" />
    </svg>
  )
}
