import { boxOf, CELL_COUNT, colOf, EMPTY, isBoard, rowOf } from './board';
import type { RandomSource } from '../random';

/*
 * Depth-first search with bitmasks: each row, column and box keeps a 9-bit mask of the digits it
 * holds, and the search always fills the empty cell with the fewest candidates first. That keeps
 * a uniqueness check of a 17-clue puzzle in the millisecond range.
 */
const ALL_DIGITS = 0x1ff;
const ROW = Array.from({ length: CELL_COUNT }, (_, index) => rowOf(index));
const COL = Array.from({ length: CELL_COUNT }, (_, index) => colOf(index));
const BOX = Array.from({ length: CELL_COUNT }, (_, index) => boxOf(index));
const POPCOUNT = Array.from({ length: 512 }, (_, mask) => {
  let count = 0;
  for (let bits = mask; bits; bits &= bits - 1) count += 1;
  return count;
});

interface SearchState {
  cells: Uint8Array;
  rows: Uint16Array;
  cols: Uint16Array;
  boxes: Uint16Array;
  solution: Uint8Array | null;
  random: RandomSource | null;
}

/** Builds the search state, or null when two givens already clash. */
function createState(board: string, random: RandomSource | null = null): SearchState | null {
  if (!isBoard(board)) throw new Error('Une grille fait 81 caractères : chiffres 1-9 ou « . ».');
  const state: SearchState = {
    cells: new Uint8Array(CELL_COUNT),
    rows: new Uint16Array(9),
    cols: new Uint16Array(9),
    boxes: new Uint16Array(9),
    solution: null,
    random,
  };
  for (let index = 0; index < CELL_COUNT; index += 1) {
    const char = board[index]!;
    if (char === EMPTY) continue;
    const digit = Number(char);
    const bit = 1 << (digit - 1);
    const used = state.rows[ROW[index]!]! | state.cols[COL[index]!]! | state.boxes[BOX[index]!]!;
    if (used & bit) return null;
    place(state, index, digit, bit);
  }
  return state;
}

function place(state: SearchState, index: number, digit: number, bit: number): void {
  state.cells[index] = digit;
  state.rows[ROW[index]!]! |= bit;
  state.cols[COL[index]!]! |= bit;
  state.boxes[BOX[index]!]! |= bit;
}

function unplace(state: SearchState, index: number, bit: number): void {
  state.cells[index] = 0;
  state.rows[ROW[index]!]! &= ~bit;
  state.cols[COL[index]!]! &= ~bit;
  state.boxes[BOX[index]!]! &= ~bit;
}

/** Digits of a mask in increasing order, or shuffled when the search is randomised. */
function digitsOf(mask: number, random: RandomSource | null): number[] {
  const digits: number[] = [];
  for (let bits = mask; bits; bits &= bits - 1) digits.push(31 - Math.clz32(bits & -bits) + 1);
  if (random) {
    for (let index = digits.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [digits[index], digits[other]] = [digits[other]!, digits[index]!];
    }
  }
  return digits;
}

/** Counts solutions, stopping at `limit`; keeps the first one found in `state.solution`. */
function search(state: SearchState, limit: number): number {
  let best = -1;
  let bestMask = 0;
  let bestCount = 10;
  for (let index = 0; index < CELL_COUNT; index += 1) {
    if (state.cells[index]) continue;
    const mask =
      ALL_DIGITS &
      ~(state.rows[ROW[index]!]! | state.cols[COL[index]!]! | state.boxes[BOX[index]!]!);
    const count = POPCOUNT[mask]!;
    if (count < bestCount) {
      best = index;
      bestMask = mask;
      bestCount = count;
      if (count <= 1) break;
    }
  }
  if (best < 0) {
    state.solution ??= state.cells.slice();
    return 1;
  }
  if (bestCount === 0) return 0;
  let found = 0;
  for (const digit of digitsOf(bestMask, state.random)) {
    const bit = 1 << (digit - 1);
    place(state, best, digit, bit);
    found += search(state, limit - found);
    unplace(state, best, bit);
    if (found >= limit) break;
  }
  return found;
}

/** Number of solutions of a board, counted up to `limit` (2 is enough to test uniqueness). */
export function countSolutions(board: string, limit = 2): number {
  const state = createState(board);
  return state ? search(state, limit) : 0;
}

export function hasUniqueSolution(board: string): boolean {
  return countSolutions(board, 2) === 1;
}

/** The solution of a board as 81 digits, or null when it has none. */
export function solveSudoku(board: string): string | null {
  const state = createState(board);
  if (!state || search(state, 1) === 0 || !state.solution) return null;
  return state.solution.join('');
}

/** A random complete grid: the solver run on an empty board with shuffled digit order. */
export function randomCompleteGrid(random: RandomSource): string {
  const state = createState(EMPTY.repeat(CELL_COUNT), random)!;
  search(state, 1);
  return state.solution!.join('');
}
