import { useId, useState } from 'react';
import {
  DIFFICULTY_LABELS,
  GIVENS_BY_DIFFICULTY,
  SUDOKU_DIFFICULTIES,
  SUDOKU_WON_TEXT,
  isSudokuDifficulty,
} from '@bonneroute/shared/sudoku';
import { routeMeta } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { usePageHead } from '@/lib/use-page-head';
import { SudokuGrid } from '../sudoku/sudoku-grid';
import { SudokuKeypad } from '../sudoku/sudoku-keypad';
import { useSudokuGame } from '../sudoku/use-sudoku-game';
import styles from '../sudoku/sudoku.module.css';

/** docs/product/content-and-games.md Sudoku: difficulty select, new game, tap a cell then the 1-9 keypad. */
export default function SudokuPage() {
  usePageHead(routeMeta.sudoku.title);
  const { game, dispatch, newGame } = useSudokuGame();
  const [difficulty, setDifficulty] = useState(game.difficulty);
  const selectId = useId();
  const remaining = game.cells.filter((cell) => cell.value !== cell.solution).length;
  const errors = game.cells.filter((cell) => cell.error).length;

  return (
    <div className="container page">
      <h1>Sudoku</h1>
      <p>
        Remplissez la grille pour que chaque ligne, chaque colonne et chaque carré contienne les
        chiffres de 1 à 9. Touchez une case, puis un chiffre. Au clavier : flèches, chiffres, Retour
        arrière pour effacer, N pour les notes.
      </p>
      <div className={styles.controls}>
        <label className={styles.field} htmlFor={selectId}>
          Difficulté
          <select
            id={selectId}
            className={styles.select}
            value={difficulty}
            onChange={(event) => {
              if (isSudokuDifficulty(event.target.value)) setDifficulty(event.target.value);
            }}
          >
            {SUDOKU_DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {DIFFICULTY_LABELS[level]} ({GIVENS_BY_DIFFICULTY[level]} chiffres donnés)
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => newGame(difficulty)}>Nouvelle partie</Button>
      </div>
      <div className={styles.layout}>
        <SudokuGrid game={game} dispatch={dispatch} />
        <div className={styles.side}>
          {game.wonGame ? (
            <Notice tone="success">
              <span className={styles.won}>{SUDOKU_WON_TEXT}</span>
            </Notice>
          ) : null}
          <p className={styles.status} aria-live="polite">
            <span>Niveau : {DIFFICULTY_LABELS[game.difficulty]}</span>
            <span>Cases à trouver : {remaining}</span>
            <span>Erreurs : {errors}</span>
          </p>
          <SudokuKeypad game={game} dispatch={dispatch} />
        </div>
      </div>
    </div>
  );
}
