import { CELL_COUNT, EMPTY } from './board';
import { GIVENS_BY_DIFFICULTY, type SudokuDifficulty } from './difficulty';
import { randomInt, shuffled, type RandomSource } from '../random';
import { SEVENTEEN_CLUE_SEEDS } from './seeds';
import { hasUniqueSolution, randomCompleteGrid } from './solver';
import { applyTransform, randomTransform } from './transform';

export interface SudokuPuzzle {
  difficulty: SudokuDifficulty;
  /** docs/product/content-and-games.md: 81 characters, digits for the givens and '.' for the cells to fill. */
  puzzle: string;
  /** The one and only solution, 81 digits. */
  solution: string;
}

/** Carving attempts on fresh grids before falling back to a 17-clue seed (malsain only, in practice). */
const CARVING_ATTEMPTS = 3;
const SEED_GIVENS = 17;

/**
 * Removes givens in random order while the puzzle keeps a unique solution, until `target`
 * givens remain. Returns null when the grid gets stuck above the target (a minimal puzzle).
 */
function carve(solution: string, target: number, random: RandomSource): string | null {
  const cells = solution.split('');
  let givens = CELL_COUNT;
  for (const index of shuffled([...Array(CELL_COUNT).keys()], random)) {
    if (givens === target) break;
    const digit = cells[index]!;
    cells[index] = EMPTY;
    if (hasUniqueSolution(cells.join(''))) givens -= 1;
    else cells[index] = digit;
  }
  return givens === target ? cells.join('') : null;
}

/**
 * A puzzle derived from a known 17-clue puzzle by a random symmetry, then given back random cells
 * of its solution up to `target`. Adding givens never adds solutions, so it stays unique.
 */
export function deriveFromSeed(
  target: number,
  random: RandomSource,
): { puzzle: string; solution: string } {
  const [seedPuzzle, seedSolution] =
    SEVENTEEN_CLUE_SEEDS[randomInt(random, SEVENTEEN_CLUE_SEEDS.length)]!;
  const transform = randomTransform(random);
  const solution = applyTransform(seedSolution, transform);
  const cells = applyTransform(seedPuzzle, transform).split('');
  const empty = shuffled(
    cells.flatMap((char, index) => (char === EMPTY ? [index] : [])),
    random,
  );
  for (const index of empty.slice(0, target - (CELL_COUNT - empty.length))) {
    cells[index] = solution[index]!;
  }
  return { puzzle: cells.join(''), solution };
}

/**
 * docs/product/content-and-games.md "Sudoku generator": a board with exactly the givens of the difficulty and one solution.
 * Down to 26 givens we carve a fresh random grid; 17-clue puzzles (inhumain), and the rare grid
 * that cannot be carved to 26, come from the seeds (docs/decisions/003-sudoku-generator.md).
 */
export function generateSudoku(
  difficulty: SudokuDifficulty,
  random: RandomSource = Math.random,
): SudokuPuzzle {
  const target = GIVENS_BY_DIFFICULTY[difficulty];
  if (target > SEED_GIVENS) {
    for (let attempt = 0; attempt < CARVING_ATTEMPTS; attempt += 1) {
      const solution = randomCompleteGrid(random);
      const puzzle = carve(solution, target, random);
      if (puzzle) return { difficulty, puzzle, solution };
    }
  }
  return { difficulty, ...deriveFromSeed(target, random) };
}
