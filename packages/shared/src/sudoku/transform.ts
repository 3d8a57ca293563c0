import { CELL_COUNT, EMPTY } from './board';
import { randomInt, shuffled, type RandomSource } from '../random';

/**
 * The validity- and uniqueness-preserving symmetries of Sudoku
 * (docs/decisions/003-sudoku-generator.md): relabel the digits, permute rows inside a band and
 * bands, columns inside a stack and stacks, transpose.
 * Applied identically to a puzzle and its solution, they give a puzzle with the same number of
 * givens and exactly one solution, the transformed one.
 */
export interface SudokuTransform {
  /** digitMap[d - 1] = new digit for d. */
  digitMap: number[];
  /** rowOrder[r] = source row of the new row r (same for columns). */
  rowOrder: number[];
  colOrder: number[];
  transpose: boolean;
}

function lineOrder(random: RandomSource): number[] {
  const bands = shuffled([0, 1, 2], random);
  return bands.flatMap((band) => shuffled([0, 1, 2], random).map((line) => band * 3 + line));
}

export function randomTransform(random: RandomSource): SudokuTransform {
  return {
    digitMap: shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9], random),
    rowOrder: lineOrder(random),
    colOrder: lineOrder(random),
    transpose: randomInt(random, 2) === 1,
  };
}

export function applyTransform(board: string, transform: SudokuTransform): string {
  const result: string[] = new Array<string>(CELL_COUNT);
  for (let row = 0; row < 9; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const sourceRow = transform.rowOrder[row]!;
      const sourceCol = transform.colOrder[col]!;
      const char = transform.transpose
        ? board[sourceCol * 9 + sourceRow]!
        : board[sourceRow * 9 + sourceCol]!;
      result[row * 9 + col] = char === EMPTY ? EMPTY : String(transform.digitMap[Number(char) - 1]);
    }
  }
  return result.join('');
}
