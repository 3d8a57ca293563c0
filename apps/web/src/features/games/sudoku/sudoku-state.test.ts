import { describe, expect, it } from 'vitest';
import { seededRandom } from '@bonneroute/shared/random';
import { generateSudoku } from '@bonneroute/shared/sudoku';
import { startGame, sudokuReducer, type SudokuAction, type SudokuGame } from './sudoku-state';

const puzzle = generateSudoku('facile', seededRandom(7));
const run = (game: SudokuGame, ...actions: SudokuAction[]) => actions.reduce(sudokuReducer, game);
const firstEmpty = puzzle.puzzle.indexOf('.');
const firstLocked = puzzle.puzzle.search(/[1-9]/);
const answer = Number(puzzle.solution[firstEmpty]);
const wrong = (answer % 9) + 1;

describe('sudoku game (docs/product/content-and-games.md)', () => {
  it('starts with the givens locked and the others empty', () => {
    const game = startGame(puzzle);
    expect(game.cells.filter((cell) => cell.locked)).toHaveLength(62);
    expect(game.cells[firstEmpty]).toMatchObject({ value: null, locked: false, error: false });
    expect(game.wonGame).toBe(false);
  });

  it('never selects a locked cell', () => {
    const game = run(startGame(puzzle), { type: 'select', index: firstLocked });
    expect(game.selected).toBeNull();
  });

  it('flags a number that differs from the solution, and clears it on erase', () => {
    let game = run(
      startGame(puzzle),
      { type: 'select', index: firstEmpty },
      { type: 'enter', digit: wrong },
    );
    expect(game.cells[firstEmpty]).toMatchObject({ value: wrong, error: true });
    game = run(game, { type: 'erase' });
    expect(game.cells[firstEmpty]).toMatchObject({ value: null, error: false });
    game = run(game, { type: 'enter', digit: answer });
    expect(game.cells[firstEmpty]).toMatchObject({ value: answer, error: false });
  });

  it('toggles candidates in notes mode and drops them from peers on a right answer', () => {
    const peer = [...puzzle.puzzle].findIndex(
      (char, index) =>
        char === '.' &&
        index !== firstEmpty &&
        Math.floor(index / 9) === Math.floor(firstEmpty / 9),
    );
    expect(peer).toBeGreaterThanOrEqual(0);
    let game = startGame(puzzle);
    {
      game = run(
        game,
        { type: 'toggle-notes' },
        { type: 'select', index: peer },
        { type: 'enter', digit: answer },
        { type: 'enter', digit: 4 },
        { type: 'enter', digit: 4 },
      );
      expect(game.cells[peer]!.candidates).toEqual([answer]);
      game = run(
        game,
        { type: 'toggle-notes' },
        { type: 'select', index: firstEmpty },
        { type: 'enter', digit: answer },
      );
      expect(game.cells[peer]!.candidates).toEqual([]);
    }
  });

  it('moves with the arrows and skips locked cells', () => {
    let game = run(startGame(puzzle), { type: 'move', direction: 'right' });
    expect(game.selected).toBe(firstEmpty);
    game = run(game, { type: 'move', direction: 'right' });
    expect(game.selected).not.toBeNull();
    expect(game.cells[game.selected!]!.locked).toBe(false);
  });

  it('is won when every cell equals the solution, then ignores input', () => {
    let game = startGame(puzzle);
    [...puzzle.puzzle].forEach((char, index) => {
      if (char === '.')
        game = run(
          game,
          { type: 'select', index },
          { type: 'enter', digit: Number(puzzle.solution[index]) },
        );
    });
    expect(game.wonGame).toBe(true);
    expect(run(game, { type: 'select', index: firstEmpty }, { type: 'erase' })).toBe(game);
  });
});
