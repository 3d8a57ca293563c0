import { Eraser, PencilLine } from 'lucide-react';
import type { SudokuAction, SudokuGame } from './sudoku-state';
import styles from './sudoku.module.css';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** docs/product/content-and-games.md: tap a cell, then a number on the on-screen 1-9 keypad. */
export function SudokuKeypad({
  game,
  dispatch,
}: {
  game: SudokuGame;
  dispatch: (action: SudokuAction) => void;
}) {
  const disabled = game.selected === null || game.wonGame;
  return (
    <div className={styles.keypad} role="group" aria-label="Pavé numérique">
      <div className={styles.digits}>
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            className={styles.key}
            disabled={disabled}
            aria-label={game.notesMode ? `Note ${digit}` : `Saisir ${digit}`}
            onClick={() => dispatch({ type: 'enter', digit })}
          >
            {digit}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.key} ${styles.wide}`}
          disabled={disabled}
          onClick={() => dispatch({ type: 'erase' })}
        >
          <Eraser aria-hidden="true" size={18} /> Effacer
        </button>
        <button
          type="button"
          className={`${styles.key} ${styles.wide}`}
          aria-pressed={game.notesMode}
          disabled={game.wonGame}
          onClick={() => dispatch({ type: 'toggle-notes' })}
        >
          <PencilLine aria-hidden="true" size={18} /> Notes
        </button>
      </div>
    </div>
  );
}
