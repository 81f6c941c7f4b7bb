import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmIntl } from './warm-intl'

type Service = 'Collator' | 'DateTimeFormat' | 'PluralRules'

/** A spy on an Intl constructor that still builds the real object. */
function spyOnIntl(name: Service) {
  const Original = Intl[name] as unknown as new (...args: unknown[]) => object
  return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    return new Original(...args)
  } as unknown as (typeof Intl)[Service])
}

describe('warmIntl', () => {
  afterEach(() => vi.restoreAllMocks())

  it('builds a collator, a number format, a date format and plural rules, each in an idle callback of its own', () => {
    const queued: Array<() => void> = []
    const collators = spyOnIntl('Collator')
    const dates = spyOnIntl('DateTimeFormat')
    const plurals = spyOnIntl('PluralRules')
    warmIntl('de', (run) => queued.push(run))
    expect(queued).toHaveLength(1)
    expect(collators).not.toHaveBeenCalled()
    queued.shift()?.()
    expect(collators).toHaveBeenCalledWith('de', { numeric: true, sensitivity: 'base' })
    expect(queued).toHaveLength(1)
    queued.shift()?.()
    queued.shift()?.()
    expect(dates).toHaveBeenCalledWith('de')
    expect(plurals).not.toHaveBeenCalled()
    queued.shift()?.()
    expect(plurals).toHaveBeenCalledWith('de')
    expect(queued).toHaveLength(0)
  })

  it('goes on past a language tag Intl refuses', () => {
    const queued: Array<() => void> = []
    warmIntl('not a language!', (run) => queued.push(run))
    let ran = 0
    while (queued.length > 0) {
      expect(() => queued.shift()?.()).not.toThrow()
      ran++
    }
    expect(ran).toBe(4)
  })
})
