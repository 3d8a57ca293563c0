import { useEffect, useRef, type KeyboardEvent } from 'react';
import { boxOf, colOf, rowOf } from '@bonneroute/shared/sudoku';
import { SudokuCellView } from './sudoku-cell';
import type { Direction, SudokuAction, SudokuGame } from './sudoku-state';
import styles from './sudoku.module.css';

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The 9×9 grid, keyboard accessible: one tab stop, arrows move between the cells to fill
 * (skipping givens), 1-9 fill, Backspace/Delete erase, N toggles notes.
 */
export function SudokuGrid({
  game,
  dispatch,
}: {
  game: SudokuGame;
  dispatch: (action: SudokuAction) => void;
}) {
  const cellRefs = useRef<(HTMLDivElement | null)[]>([]);
  const gridRef = useRef<HTMLDivElement>(null);
  const { cells, selected } = game;
  const tabStop = selected ?? cells.findIndex((cell) => !cell.locked);
  const selectedValue = selected === null ? null : cells[selected]!.value;

  // Keyboard moves carry the focus along with the selection.
  useEffect(() => {
    if (selected !== null && gridRef.current?.contains(document.activeElement)) {
      cellRefs.current[selected]?.focus();
    }
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      dispatch({ type: 'move', direction });
    } else if (/^[1-9]$/.test(event.key)) {
      dispatch({ type: 'enter', digit: Number(event.key) });
    } else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') {
      dispatch({ type: 'erase' });
    } else if (event.key === 'n' || event.key === 'N') {
      dispatch({ type: 'toggle-notes' });
    }
  }

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label="Grille de sudoku"
      aria-disabled={game.wonGame || undefined}
      className={styles.grid}
      onKeyDown={onKeyDown}
    >
      {ROWS.map((row) => (
        <div role="row" key={row} className={styles.row}>
          {ROWS.map((col) => {
            const index = row * 9 + col;
            const related =
              selected !== null &&
              (rowOf(selected) === row ||
                colOf(selected) === col ||
                boxOf(selected) === boxOf(index));
            return (
              <SudokuCellView
                key={index}
                ref={(element) => {
                  cellRefs.current[index] = element;
                }}
                cell={cells[index]!}
                index={index}
                isSelected={selected === index}
                isRelated={related}
                isSameDigit={selectedValue !== null && cells[index]!.value === selectedValue}
                isTabStop={tabStop === index}
                onSelect={(at) => dispatch({ type: 'select', index: at })}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
