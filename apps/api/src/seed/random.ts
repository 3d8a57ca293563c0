import { seededRandom, shuffled } from '@bonneroute/shared/random';

/** The shared seeded generator, so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int(min: number, max: number): number {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(probability: number): boolean {
      return next() < probability;
    },
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** Picks with weights: [[value, weight], …]. */
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      return shuffled(items, next);
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
