import type { Ref } from 'react';
import type { SudokuCell } from './sudoku-state';
import styles from './sudoku.module.css';

interface CellProps {
  cell: SudokuCell;
  index: number;
  isSelected: boolean;
  /** Same row, column or box as the selected cell. */
  isRelated: boolean;
  /** Shows the same digit as the selected cell. */
  isSameDigit: boolean;
  isTabStop: boolean;
  onSelect: (index: number) => void;
  ref?: Ref<HTMLDivElement>;
}

const NOTE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function describe(cell: SudokuCell, index: number): string {
  const position = `Ligne ${Math.floor(index / 9) + 1}, colonne ${(index % 9) + 1}`;
  if (cell.locked) return `${position} : ${cell.value} (donnée)`;
  if (cell.value !== null) return `${position} : ${cell.value}${cell.error ? ', erreur' : ''}`;
  return cell.candidates.length
    ? `${position} : vide, notes ${cell.candidates.join(' ')}`
    : `${position} : vide`;
}

/** One cell: givens are read-only and not selectable (docs/product/content-and-games.md); the others are focusable. */
export function SudokuCellView({
  cell,
  index,
  isSelected,
  isRelated,
  isSameDigit,
  isTabStop,
  onSelect,
  ref,
}: CellProps) {
  const className = [
    styles.cell,
    cell.locked ? styles.locked : styles.editable,
    isRelated && styles.related,
    isSameDigit && styles.sameDigit,
    isSelected && styles.selected,
    cell.error && styles.error,
  ]
    .filter(Boolean)
    .join(' ');
  const showNotes = cell.value === null && cell.candidates.length > 0;
  return (
    <div
      ref={ref}
      role="gridcell"
      className={className}
      aria-label={describe(cell, index)}
      aria-readonly={cell.locked || undefined}
      aria-selected={cell.locked ? undefined : isSelected}
      tabIndex={cell.locked ? undefined : isTabStop ? 0 : -1}
      onClick={cell.locked ? undefined : () => onSelect(index)}
    >
      {showNotes ? (
        <span className={styles.notes} aria-hidden="true">
          {NOTE_DIGITS.map((digit) => (
            <span key={digit}>{cell.candidates.includes(digit) ? digit : ''}</span>
          ))}
        </span>
      ) : (
        <span aria-hidden="true">{cell.value ?? ''}</span>
      )}
    </div>
  );
}
