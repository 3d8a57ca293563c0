import { describe, expect, it } from 'vitest';
import { seededRandom } from '@bonneroute/shared/random';
import {
  isSolved,
  movableTiles,
  shuffleTiles,
  slide,
  solvedTiles,
  tileForDirection,
} from './sliding-puzzle-rules';

/** Inversion parity: the classic solvability test of the 15-puzzle family. */
function isSolvable(tiles: readonly number[], size: number): boolean {
  const numbers = tiles.filter(Boolean);
  let inversions = 0;
  for (let i = 0; i < numbers.length; i += 1)
    for (let j = i + 1; j < numbers.length; j += 1) if (numbers[i]! > numbers[j]!) inversions += 1;
  if (size % 2 === 1) return inversions % 2 === 0;
  const holeRowFromBottom = size - Math.floor(tiles.indexOf(0) / size);
  return (inversions + holeRowFromBottom) % 2 === 1;
}

describe('sliding puzzle rules', () => {
  it('starts solved with the hole last', () => {
    expect(solvedTiles(3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(isSolved(solvedTiles(4))).toBe(true);
  });

  it('slides only the tiles next to the hole', () => {
    const tiles = solvedTiles(3);
    expect(movableTiles(tiles, 3).sort()).toEqual([5, 7]);
    expect(slide(tiles, 0, 3)).toBe(tiles);
    expect(slide(tiles, 7, 3)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8]);
  });

  it('maps the arrows to the tile that moves into the hole', () => {
    const tiles = solvedTiles(3);
    expect(tileForDirection(tiles, 3, 'right')).toBe(7);
    expect(tileForDirection(tiles, 3, 'down')).toBe(5);
    expect(tileForDirection(tiles, 3, 'up')).toBe(-1);
  });

  it.each([3, 4])('shuffles %i×%i puzzles that are never solved and always solvable', (size) => {
    for (let seed = 0; seed < 50; seed += 1) {
      const tiles = shuffleTiles(size, seededRandom(seed));
      expect(isSolved(tiles)).toBe(false);
      expect([...tiles].sort((a, b) => a - b)).toEqual(
        [...solvedTiles(size)].sort((a, b) => a - b),
      );
      expect(isSolvable(tiles, size)).toBe(true);
    }
  });
});
