/** docs/product/content-and-games.md "Sudoku state": the six difficulties, in increasing order. */
export const SUDOKU_DIFFICULTIES = [
  'facile',
  'moyen',
  'difficile',
  'archi-difficile',
  'malsain',
  'inhumain',
] as const;

export type SudokuDifficulty = (typeof SUDOKU_DIFFICULTIES)[number];

/** docs/product/content-and-games.md "Sudoku generator": givens by difficulty (easy 62 … inhuman 17). */
export const GIVENS_BY_DIFFICULTY: Record<SudokuDifficulty, number> = {
  facile: 62,
  moyen: 53,
  difficile: 44,
  'archi-difficile': 35,
  malsain: 26,
  inhumain: 17,
};

export const DIFFICULTY_LABELS: Record<SudokuDifficulty, string> = {
  facile: 'Facile',
  moyen: 'Moyen',
  difficile: 'Difficile',
  'archi-difficile': 'Archi-difficile',
  malsain: 'Malsain',
  inhumain: 'Inhumain',
};

export function isSudokuDifficulty(value: unknown): value is SudokuDifficulty {
  return typeof value === 'string' && (SUDOKU_DIFFICULTIES as readonly string[]).includes(value);
}
