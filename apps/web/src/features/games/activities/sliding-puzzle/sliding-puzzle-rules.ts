/**
 * The sliding puzzle: `size × size` tiles numbered 1…n−1 and one hole (0), solved when they are
 * in order with the hole last. Shuffling plays random legal moves from the solved position, so
 * every shuffled puzzle can be solved.
 */
export type Tiles = readonly number[];

export function solvedTiles(size: number): Tiles {
  const count = size * size;
  return Array.from({ length: count }, (_, index) => (index + 1) % count);
}

export function isSolved(tiles: Tiles): boolean {
  return tiles.every((tile, index) => tile === (index + 1) % tiles.length);
}

/** Indexes of the tiles next to the hole (those that can slide). */
export function movableTiles(tiles: Tiles, size: number): number[] {
  const hole = tiles.indexOf(0);
  const row = Math.floor(hole / size);
  const col = hole % size;
  const around: number[] = [];
  if (row > 0) around.push(hole - size);
  if (row < size - 1) around.push(hole + size);
  if (col > 0) around.push(hole - 1);
  if (col < size - 1) around.push(hole + 1);
  return around;
}

/** Slides the tile at `index` into the hole; an illegal move changes nothing. */
export function slide(tiles: Tiles, index: number, size: number): Tiles {
  if (!movableTiles(tiles, size).includes(index)) return tiles;
  const hole = tiles.indexOf(0);
  return tiles.map((tile, at) => (at === hole ? tiles[index]! : at === index ? 0 : tile));
}

export type SlideDirection = 'up' | 'down' | 'left' | 'right';

/** The tile that an arrow key moves: ArrowUp slides the tile below the hole up, and so on. */
export function tileForDirection(tiles: Tiles, size: number, direction: SlideDirection): number {
  const hole = tiles.indexOf(0);
  const row = Math.floor(hole / size);
  const col = hole % size;
  if (direction === 'up' && row < size - 1) return hole + size;
  if (direction === 'down' && row > 0) return hole - size;
  if (direction === 'left' && col < size - 1) return hole + 1;
  if (direction === 'right' && col > 0) return hole - 1;
  return -1;
}

export function shuffleTiles(
  size: number,
  random: () => number = Math.random,
  moves = size * size * 30,
): Tiles {
  let tiles = solvedTiles(size);
  let previousHole = -1;
  for (let step = 0; step < moves || isSolved(tiles); step += 1) {
    // Never undo the previous move: the shuffle wanders further.
    const options = movableTiles(tiles, size).filter((index) => index !== previousHole);
    const choice = options[Math.floor(random() * options.length)]!;
    previousHole = tiles.indexOf(0);
    tiles = slide(tiles, choice, size);
  }
  return tiles;
}
