/**
 * A small seeded random source, so each demo picture is the same on every seed run (tests and
 * screenshots stay comparable) while pictures with different names differ.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  between(min: number, max: number): number
  /** One of the choices. */
  pick<T>(choices: readonly T[]): T
}

export function randomFor(name: string): Random {
  // FNV-1a of the name seeds mulberry32: cheap, and good enough for picking shapes and colours.
  let seed = 0x811c9dc5
  for (let i = 0; i < name.length; i++) seed = Math.imul(seed ^ name.charCodeAt(i), 0x01000193)
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (choices) => choices[Math.floor(next() * choices.length)]!,
  }
}
