import { useCallback, useEffect, useReducer } from 'react';
import { generateSudoku, type SudokuDifficulty } from '@bonneroute/shared/sudoku';
import { startGame, sudokuReducer } from './sudoku-state';
import { loadSavedGame, saveGame } from './sudoku-storage';

function initialGame() {
  return loadSavedGame() ?? startGame(generateSudoku('facile'));
}

/** The Sudoku game of the page: generated in the browser, saved locally after each move. */
export function useSudokuGame() {
  const [game, dispatch] = useReducer(sudokuReducer, undefined, initialGame);
  useEffect(() => saveGame(game), [game]);
  const newGame = useCallback(
    (difficulty: SudokuDifficulty) =>
      dispatch({ type: 'new-game', puzzle: generateSudoku(difficulty) }),
    [],
  );
  return { game, dispatch, newGame };
}
