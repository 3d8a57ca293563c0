import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGivens, isBoard, isValidSolution } from './board';
import { GIVENS_BY_DIFFICULTY, SUDOKU_DIFFICULTIES } from './difficulty';
import { deriveFromSeed, generateSudoku } from './generator';
import { seededRandom } from '../random';
import { SEVENTEEN_CLUE_SEEDS } from './seeds';
import { countSolutions } from './solver';

describe('17-clue seeds', () => {
  it.each(SEVENTEEN_CLUE_SEEDS.map((pair, index) => [index, ...pair]))(
    'seed %i has 17 givens and exactly its stored solution',
    (_index, puzzle, solution) => {
      expect(countGivens(puzzle)).toBe(17);
      expect(isValidSolution(solution)).toBe(true);
      expect(countSolutions(puzzle, 2)).toBe(1);
      for (let cell = 0; cell < 81; cell += 1) {
        if (puzzle[cell] !== '.') expect(solution[cell]).toBe(puzzle[cell]);
      }
    },
  );
});

describe('generateSudoku (docs/product/content-and-games.md)', () => {
  it.each(SUDOKU_DIFFICULTIES)(
    '%s: every board has the exact givens and exactly one solution',
    (difficulty) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { puzzle, solution } = generateSudoku(difficulty, seededRandom(seed));
          expect(isBoard(puzzle)).toBe(true);
          expect(countGivens(puzzle)).toBe(GIVENS_BY_DIFFICULTY[difficulty]);
          expect(countSolutions(puzzle, 2)).toBe(1);
          expect(isValidSolution(solution)).toBe(true);
          for (let cell = 0; cell < 81; cell += 1) {
            if (puzzle[cell] !== '.') expect(solution[cell]).toBe(puzzle[cell]);
          }
        }),
        { numRuns: 40 },
      );
    },
    // 40 boards with a full uniqueness check each: seconds on a busy CI machine (speed is in the bench).
    30_000,
  );

  it('derives unique puzzles of any size from the 17-clue seeds (the malsain fallback)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 17, max: 62 }),
        (seed, target) => {
          const { puzzle } = deriveFromSeed(target, seededRandom(seed));
          expect(countGivens(puzzle)).toBe(target);
          expect(countSolutions(puzzle, 2)).toBe(1);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('gives different boards from one game to the next', () => {
    const boards = new Set(
      Array.from({ length: 5 }, (_, seed) => generateSudoku('inhumain', seededRandom(seed)).puzzle),
    );
    expect(boards.size).toBe(5);
  });
});
