import { useState } from 'react'

/**
 * A part of a control (a menu, a popover) whose code loads on the control's first use, not at
 * start-up: Radix's menu and popover primitives (with their positioning) are not needed to paint
 * the player bar or the header. Once loaded, a part stays loaded for the page's life.
 */
export interface FirstUsePart<Part> {
  /** The part, if it has loaded. */
  readonly loaded: () => Part | null
  /** Loads the part (once; after a failure, the next call asks again). */
  readonly load: () => Promise<Part>
}

export function firstUsePart<Part>(importPart: () => Promise<Part>): FirstUsePart<Part> {
  let loaded: Part | null = null
  let request: Promise<Part> | null = null
  return {
    loaded: () => loaded,
    load: () =>
      (request ??= importPart().then(
        (part) => (loaded = part),
        (error: unknown) => {
          request = null // the next click asks again
          throw error
        },
      )),
  }
}

/**
 * The part of a control, or null until its first use; `load` is the trigger's click before then.
 * `open` says whether the click that loaded the part meant to open it (true), or whether it was
 * loaded before this control mounted (false: shown closed).
 */
export function useFirstUsePart<Part>(part: FirstUsePart<Part>, what: string) {
  const [state, setState] = useState<{ readonly Part: Part; readonly open: boolean } | null>(() => {
    const Part = part.loaded()
    return Part ? { Part, open: false } : null
  })
  const load = () => {
    part.load().then(
      (Part) => setState({ Part, open: true }),
      (error: unknown) => console.error(`Tonearm: ${what} did not load`, error),
    )
  }
  return [state, load] as const
}
