/** A source of uniform numbers in [0, 1), injectable so shuffles can be tested. */
export type RandomSource = () => number

/** Unbiased Fisher–Yates shuffle into a new array (the input is left as is). */
export function fisherYates<T>(items: readonly T[], random: RandomSource): T[] {
  const result = items.slice()
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swap = result[i]!
    result[i] = result[j]!
    result[j] = swap
  }
  return result
}

/** A small deterministic generator (mulberry32) for tests and benchmarks. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
