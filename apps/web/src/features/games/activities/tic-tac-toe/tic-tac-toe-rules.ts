export type Player = 'X' | 'O';
export type Square = Player | null;
export type Board = readonly Square[];
export type Outcome = { winner: Player; line: readonly number[] } | { winner: null; draw: true };

export const EMPTY_BOARD: Board = Array<Square>(9).fill(null);

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

export const other = (player: Player): Player => (player === 'X' ? 'O' : 'X');

/** The finished game's outcome, or null while it goes on. */
export function outcomeOf(board: Board): Outcome | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    const square = board[a];
    if (square && square === board[b] && square === board[c]) return { winner: square, line };
  }
  return board.every(Boolean) ? { winner: null, draw: true } : null;
}

export function freeSquares(board: Board): number[] {
  return board.flatMap((square, index) => (square ? [] : [index]));
}

export function play(board: Board, index: number, player: Player): Board {
  if (board[index] || outcomeOf(board)) return board;
  return board.map((square, at) => (at === index ? player : square));
}

/** Minimax with alpha-beta: +10 − depth for a win, so the computer wins fast and loses late. */
function score(
  board: Board,
  toMove: Player,
  me: Player,
  depth: number,
  alpha: number,
  beta: number,
): number {
  const outcome = outcomeOf(board);
  if (outcome) {
    if (outcome.winner === null) return 0;
    return outcome.winner === me ? 10 - depth : depth - 10;
  }
  let best = toMove === me ? -Infinity : Infinity;
  for (const index of freeSquares(board)) {
    const value = score(play(board, index, toMove), other(toMove), me, depth + 1, alpha, beta);
    if (toMove === me) {
      best = Math.max(best, value);
      alpha = Math.max(alpha, value);
    } else {
      best = Math.min(best, value);
      beta = Math.min(beta, value);
    }
    if (beta <= alpha) break;
  }
  return best;
}

/** The best square for `player`; among equal moves, a random one so games differ. */
export function bestMove(board: Board, player: Player, random: () => number = Math.random): number {
  let bestValue = -Infinity;
  let candidates: number[] = [];
  for (const index of freeSquares(board)) {
    const value = score(play(board, index, player), other(player), player, 1, -Infinity, Infinity);
    if (value > bestValue) {
      bestValue = value;
      candidates = [index];
    } else if (value === bestValue) {
      candidates.push(index);
    }
  }
  return candidates[Math.floor(random() * candidates.length)] ?? -1;
}

export type CpuLevel = 'facile' | 'imbattable';

/** "facile" plays a random square one time in two; "imbattable" always plays minimax. */
export function cpuMove(
  board: Board,
  player: Player,
  level: CpuLevel,
  random: () => number = Math.random,
): number {
  const free = freeSquares(board);
  if (level === 'facile' && random() < 0.5) return free[Math.floor(random() * free.length)] ?? -1;
  return bestMove(board, player, random);
}
