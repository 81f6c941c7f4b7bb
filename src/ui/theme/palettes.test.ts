import { describe, expect, it } from 'vitest'
import { THEMES } from '../../model/preferences/theme'
import type { Palette } from './palettes'
import { paletteCss, paletteOf } from './palettes'

/** WCAG 2.x relative luminance of an opaque `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** What each checked colour is read against, and the AA minimum (4.5:1 text, 3:1 UI). */
const PAIRS: readonly [keyof Palette, keyof Palette, number][] = [
  ['text', 'background', 4.5],
  ['text', 'panel', 4.5],
  ['muted', 'background', 4.5],
  ['muted', 'panel', 4.5],
  ['accentText', 'background', 4.5],
  ['accentText', 'panel', 4.5],
  ['solidText', 'solid', 4.5],
  ['solid', 'background', 3],
  ['solid', 'panel', 3],
  ['border', 'background', 3],
  ['border', 'panel', 3],
  ['focus', 'background', 3],
  ['focus', 'panel', 3],
]

describe('theme palettes', () => {
  it('contrast test helper matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  for (const theme of THEMES) {
    it(`${theme}: text, muted text and accent text reach 4.5:1, solid fills, input borders and the focus ring 3:1`, () => {
      const palette = paletteOf(theme)
      const failures = PAIRS.flatMap(([fg, bg, min]) => {
        const ratio = contrast(palette[fg] as string, palette[bg] as string)
        return ratio < min ? [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`] : []
      })
      expect(failures).toEqual([])
    })
  }

  it('writes every checked colour over the Radix variables the components read', () => {
    const palette = paletteOf('one-dark')
    const css = paletteCss(palette)
    for (const [variable, colour] of [
      ['--color-background', palette.background],
      ['--color-panel-solid', palette.panel],
      ['--gray-12', palette.text],
      ['--gray-11', palette.muted],
      ['--gray-a11', palette.muted],
      ['--accent-11', palette.accentText],
      ['--accent-a11', palette.accentText],
      ['--accent-9', palette.solid],
      ['--accent-contrast', palette.solidText],
      ['--gray-a7', palette.border],
      ['--focus-8', palette.focus],
    ] as const) {
      expect(css).toMatch(new RegExp(`[{;]${variable}:${colour}[;}]`))
    }
  })
})
