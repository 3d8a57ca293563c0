import { isSudokuDifficulty } from '@bonneroute/shared/sudoku';
import type { SudokuGame } from './sudoku-state';

const STORAGE_KEY = 'bonneroute.sudoku';

/** The game in progress survives a reload; anything unreadable is ignored. */
export function loadSavedGame(): SudokuGame | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SudokuGame | null;
    if (
      saved &&
      isSudokuDifficulty(saved.difficulty) &&
      Array.isArray(saved.cells) &&
      saved.cells.length === 81
    ) {
      return { ...saved, selected: null };
    }
  } catch {
    // A corrupt save just means a new game.
  }
  return null;
}

export function saveGame(game: SudokuGame): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
  } catch {
    // Private browsing or a full storage: the game goes on without a save.
  }
}
