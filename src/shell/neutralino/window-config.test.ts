import { describe, expect, it } from 'vitest'
import config from '../../../neutralino.config.json'

describe('the desktop window as it opens', () => {
  it('fits a 1366×768 screen with a panel and a title bar (the player’s time row stays in view)', () => {
    const { width, height, minHeight } = config.modes.window
    // A desktop panel (~32 px) and a window title bar (~38 px) take from the 768.
    expect(width).toBeLessThanOrEqual(1366)
    expect(height + 32 + 38).toBeLessThanOrEqual(768)
    expect(minHeight).toBeLessThanOrEqual(height)
  })
})
