import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGivens, isValidSolution } from './board';
import { seededRandom } from '../random';
import { SEVENTEEN_CLUE_SEEDS } from './seeds';
import { solveSudoku } from './solver';
import { applyTransform, randomTransform } from './transform';

describe('symmetry transforms', () => {
  it('map a puzzle and its solution onto a puzzle whose solution is the mapped one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const [puzzle, solution] = SEVENTEEN_CLUE_SEEDS[seed % SEVENTEEN_CLUE_SEEDS.length]!;
        const transform = randomTransform(seededRandom(seed));
        const newSolution = applyTransform(solution, transform);
        const newPuzzle = applyTransform(puzzle, transform);
        expect(isValidSolution(newSolution)).toBe(true);
        expect(countGivens(newPuzzle)).toBe(17);
        expect(solveSudoku(newPuzzle)).toBe(newSolution);
      }),
      { numRuns: 30 },
    );
  });

  it('is the identity with identity permutations', () => {
    const [, solution] = SEVENTEEN_CLUE_SEEDS[0]!;
    const identity = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const transform = {
      digitMap: identity.map((d) => d + 1),
      rowOrder: identity,
      colOrder: identity,
      transpose: false,
    };
    expect(applyTransform(solution, transform)).toBe(solution);
    expect(applyTransform(solution, { ...transform, transpose: true })).not.toBe(solution);
  });
});
