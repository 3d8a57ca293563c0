import { describe, expect, it } from 'vitest';
import { isValidSolution, normalizeBoard } from './board';
import { countSolutions, hasUniqueSolution, randomCompleteGrid, solveSudoku } from './solver';
import { seededRandom } from '../random';

// Royle's first 17-clue puzzle and its published solution.
const ROYLE_1 = normalizeBoard(
  '000000010400000000020000000000050407008000300001090000300400200050100000000806000',
);
const ROYLE_1_SOLUTION =
  '693784512487512936125963874932651487568247391741398625319475268856129743274836159';

describe('solveSudoku', () => {
  it('solves a 17-clue puzzle to its published solution', () => {
    expect(solveSudoku(ROYLE_1)).toBe(ROYLE_1_SOLUTION);
    expect(hasUniqueSolution(ROYLE_1)).toBe(true);
  });

  it('returns null for clashing givens and for a dead end', () => {
    expect(solveSudoku('55' + '.'.repeat(79))).toBeNull();
    // Row 1 holds 1-8 and column 9 holds a 9 lower down: the last cell has no candidate.
    expect(solveSudoku('12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63))).toBeNull();
    expect(countSolutions('55' + '.'.repeat(79))).toBe(0);
  });

  it('sees several solutions once a 17-clue puzzle loses a given', () => {
    const firstGiven = ROYLE_1.search(/[1-9]/);
    const sixteen = ROYLE_1.slice(0, firstGiven) + '.' + ROYLE_1.slice(firstGiven + 1);
    expect(countSolutions(sixteen, 2)).toBe(2);
    expect(hasUniqueSolution(sixteen)).toBe(false);
  });

  it('rejects a board that is not 81 characters of digits and dots', () => {
    expect(() => solveSudoku('123')).toThrow(/81 caractères/);
    expect(() => normalizeBoard('x'.repeat(81))).toThrow(/invalide/);
  });
});

describe('randomCompleteGrid', () => {
  it('builds valid grids, different from one seed to another', () => {
    const first = randomCompleteGrid(seededRandom(1));
    const second = randomCompleteGrid(seededRandom(2));
    expect(isValidSolution(first)).toBe(true);
    expect(isValidSolution(second)).toBe(true);
    expect(first).not.toBe(second);
    expect(randomCompleteGrid(seededRandom(1))).toBe(first);
  });
});
