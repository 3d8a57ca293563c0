/**
 * docs/product/content-and-games.md: a board is 81 characters, digits 1-9 for givens and '.' for empty cells, read row by
 * row. These helpers are shared by the solver, the generator and the game screen.
 */
export const CELL_COUNT = 81;
export const EMPTY = '.';

const BOARD_PATTERN = /^[1-9.]{81}$/;

export function isBoard(value: string): boolean {
  return BOARD_PATTERN.test(value);
}

/** Accepts '0' as an empty cell too (the usual notation of published puzzle lists). */
export function normalizeBoard(value: string): string {
  const board = value.replace(/0/g, EMPTY);
  if (!isBoard(board)) throw new Error(`Grille de sudoku invalide : ${value}`);
  return board;
}

export function countGivens(board: string): number {
  let count = 0;
  for (const char of board) if (char !== EMPTY) count += 1;
  return count;
}

export const rowOf = (index: number) => Math.floor(index / 9);
export const colOf = (index: number) => index % 9;
export const boxOf = (index: number) =>
  Math.floor(rowOf(index) / 3) * 3 + Math.floor(colOf(index) / 3);

/** A complete grid: every row, column and box holds 1-9 once. */
export function isValidSolution(grid: string): boolean {
  if (!/^[1-9]{81}$/.test(grid)) return false;
  const seen = new Set<string>();
  for (let index = 0; index < CELL_COUNT; index += 1) {
    const digit = grid[index];
    for (const key of [
      `r${rowOf(index)}${digit}`,
      `c${colOf(index)}${digit}`,
      `b${boxOf(index)}${digit}`,
    ]) {
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}
