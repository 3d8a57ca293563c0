/** A random source in [0, 1): Math.random by default, seeded in tests and benchmarks. */
export type RandomSource = () => number;

/**
 * mulberry32: a tiny seeded PRNG, the only one of the codebase: puzzles, the home page's order
 * of the day (the same on the server and in the hydrating browser) and the demo data use it.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: RandomSource, maxExclusive: number): number {
  return Math.floor(random() * maxExclusive);
}

/** Fisher–Yates, returning a new array. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const result = items.slice();
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(random, index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
