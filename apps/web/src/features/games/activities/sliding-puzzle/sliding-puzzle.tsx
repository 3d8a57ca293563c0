import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  isSolved,
  movableTiles,
  shuffleTiles,
  slide,
  tileForDirection,
  type SlideDirection,
} from './sliding-puzzle-rules';
import styles from './sliding-puzzle.module.css';

const ARROWS: Record<string, SlideDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
const SIZES = [3, 4] as const;

/** The sliding puzzle ("taquin"): tap a tile next to the hole, or use the arrow keys. */
export function SlidingPuzzle() {
  const [size, setSize] = useState<number>(3);
  const [tiles, setTiles] = useState(() => shuffleTiles(3));
  const [moves, setMoves] = useState(0);
  const solved = isSolved(tiles);
  const movable = solved ? [] : movableTiles(tiles, size);

  function restart(nextSize = size) {
    setSize(nextSize);
    setTiles(shuffleTiles(nextSize));
    setMoves(0);
  }

  function move(index: number) {
    if (solved || index < 0) return;
    const next = slide(tiles, index, size);
    if (next === tiles) return;
    setTiles(next);
    setMoves((count) => count + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    move(tileForDirection(tiles, size, direction));
  }

  return (
    <div className={styles.game}>
      <div className={styles.sizes} role="group" aria-label="Taille du taquin">
        {SIZES.map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === size ? 'primary' : 'secondary'}
            aria-pressed={option === size}
            onClick={() => restart(option)}
          >
            {option} × {option}
          </Button>
        ))}
      </div>
      <p className={styles.status} role="status">
        {solved ? `Bravo ! Taquin résolu en ${moves} coups.` : `Coups : ${moves}`}
      </p>
      <div
        className={styles.board}
        style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
        role="group"
        aria-label="Taquin : touchez une pièce voisine de la case vide, ou utilisez les flèches"
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {tiles.map((tile, index) =>
          tile === 0 ? (
            <span key="hole" className={styles.hole} aria-hidden="true" />
          ) : (
            <button
              key={tile}
              type="button"
              tabIndex={-1}
              className={`${styles.tile} ${tile === index + 1 ? styles.inPlace : ''}`}
              aria-label={`Pièce ${tile}${movable.includes(index) ? ', déplaçable' : ''}`}
              disabled={!movable.includes(index)}
              onClick={() => move(index)}
            >
              {tile}
            </button>
          ),
        )}
      </div>
      <Button variant={solved ? 'primary' : 'secondary'} onClick={() => restart()}>
        {solved ? 'Rejouer' : 'Mélanger à nouveau'}
      </Button>
    </div>
  );
}
