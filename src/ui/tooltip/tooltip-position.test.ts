import { describe, expect, it } from 'vitest'
import { placeTooltip } from './tooltip-position'

const view = { width: 1280, height: 800 }
const size = { width: 100, height: 24 }

describe('placeTooltip', () => {
  it('goes above the control, centred, 4 px plus the arrow away', () => {
    expect(placeTooltip({ left: 600, top: 740, width: 32, height: 32 }, size, view)).toEqual({ side: 'top', left: 566, top: 740 - 9 - 24, arrowLeft: 45 })
  })

  it('goes below a control at the top of the window', () => {
    expect(placeTooltip({ left: 600, top: 8, width: 32, height: 32 }, size, view)).toMatchObject({ side: 'bottom', top: 8 + 32 + 9 })
  })

  it('stays 10 px inside the window, its arrow still under the control', () => {
    expect(placeTooltip({ left: 1260, top: 740, width: 16, height: 32 }, size, view)).toMatchObject({ left: 1170, arrowLeft: 90 })
    expect(placeTooltip({ left: 0, top: 740, width: 20, height: 32 }, size, view)).toMatchObject({ left: 10, arrowLeft: 0 })
  })
})
