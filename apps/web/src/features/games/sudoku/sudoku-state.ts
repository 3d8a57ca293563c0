import {
  boxOf,
  colOf,
  EMPTY,
  rowOf,
  type SudokuDifficulty,
  type SudokuPuzzle,
} from '@bonneroute/shared/sudoku';

/** docs/product/content-and-games.md "Sudoku state": cells with value, locked, candidates, solution, error; wonGame. */
export interface SudokuCell {
  value: number | null;
  locked: boolean;
  candidates: number[];
  solution: number;
  error: boolean;
}

export interface SudokuGame {
  difficulty: SudokuDifficulty;
  cells: SudokuCell[];
  /** The selected cell (spec: "selected"); never a locked one. */
  selected: number | null;
  /** Keypad digits toggle candidates instead of filling the cell. */
  notesMode: boolean;
  wonGame: boolean;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export type SudokuAction =
  | { type: 'new-game'; puzzle: SudokuPuzzle }
  | { type: 'select'; index: number }
  | { type: 'move'; direction: Direction }
  | { type: 'enter'; digit: number }
  | { type: 'erase' }
  | { type: 'toggle-notes' };

export function startGame({ difficulty, puzzle, solution }: SudokuPuzzle): SudokuGame {
  const cells = [...puzzle].map((char, index) => ({
    value: char === EMPTY ? null : Number(char),
    locked: char !== EMPTY,
    candidates: [],
    solution: Number(solution[index]),
    error: false,
  }));
  return { difficulty, cells, selected: null, notesMode: false, wonGame: false };
}

const isPeer = (a: number, b: number) =>
  a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));

const STEP: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/** Next selectable cell in a direction, skipping locked cells; stays put at the edge. */
function moveFrom(cells: SudokuCell[], from: number | null, direction: Direction): number | null {
  if (from === null) {
    const first = cells.findIndex((cell) => !cell.locked);
    return first < 0 ? null : first;
  }
  const [dRow, dCol] = STEP[direction];
  let row = rowOf(from) + dRow;
  let col = colOf(from) + dCol;
  while (row >= 0 && row < 9 && col >= 0 && col < 9) {
    if (!cells[row * 9 + col]!.locked) return row * 9 + col;
    row += dRow;
    col += dCol;
  }
  return from;
}

function fill(game: SudokuGame, index: number, digit: number): SudokuGame {
  const error = digit !== game.cells[index]!.solution;
  const cells = game.cells.map((cell, at) => {
    if (at === index) return { ...cell, value: digit, error, candidates: [] };
    // A right answer removes that digit from its peers' notes.
    if (!error && isPeer(at, index) && cell.candidates.includes(digit)) {
      return { ...cell, candidates: cell.candidates.filter((value) => value !== digit) };
    }
    return cell;
  });
  // docs/product/content-and-games.md: won when all cells equal the solution.
  const wonGame = cells.every((cell) => cell.value === cell.solution);
  return { ...game, cells, wonGame, selected: wonGame ? null : game.selected };
}

function toggleCandidate(game: SudokuGame, index: number, digit: number): SudokuGame {
  const cell = game.cells[index]!;
  if (cell.value !== null) return game;
  const candidates = cell.candidates.includes(digit)
    ? cell.candidates.filter((value) => value !== digit)
    : [...cell.candidates, digit].sort();
  const cells = game.cells.map((item, at) => (at === index ? { ...item, candidates } : item));
  return { ...game, cells };
}

export function sudokuReducer(game: SudokuGame, action: SudokuAction): SudokuGame {
  if (action.type === 'new-game') return startGame(action.puzzle);
  if (game.wonGame) return game;
  switch (action.type) {
    case 'select':
      // docs/product/content-and-games.md: locked cells cannot be selected.
      return game.cells[action.index]?.locked === false
        ? { ...game, selected: action.index }
        : game;
    case 'move':
      return { ...game, selected: moveFrom(game.cells, game.selected, action.direction) };
    case 'toggle-notes':
      return { ...game, notesMode: !game.notesMode };
    case 'enter':
      if (game.selected === null || action.digit < 1 || action.digit > 9) return game;
      return game.notesMode
        ? toggleCandidate(game, game.selected, action.digit)
        : fill(game, game.selected, action.digit);
    case 'erase': {
      if (game.selected === null) return game;
      const index = game.selected;
      const cells = game.cells.map((cell, at) =>
        at === index ? { ...cell, value: null, error: false, candidates: [] } : cell,
      );
      return { ...game, cells };
    }
  }
}
