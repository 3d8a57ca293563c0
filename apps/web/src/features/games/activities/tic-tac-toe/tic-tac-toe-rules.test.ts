import { describe, expect, it } from 'vitest';
import {
  bestMove,
  EMPTY_BOARD,
  freeSquares,
  outcomeOf,
  play,
  type Board,
  type Player,
} from './tic-tac-toe-rules';

const board = (text: string): Board =>
  [...text].map((char) => (char === 'X' || char === 'O' ? char : null));

describe('tic tac toe rules', () => {
  it('sees a line, a draw, or a game in progress', () => {
    expect(outcomeOf(board('XXX.OO...'))).toEqual({ winner: 'X', line: [0, 1, 2] });
    expect(outcomeOf(board('XOXXOOOXX'))).toEqual({ winner: null, draw: true });
    expect(outcomeOf(board('X...O....'))).toBeNull();
  });

  it('refuses to play on a taken square or after the end', () => {
    const start = board('X........');
    expect(play(start, 0, 'O')).toBe(start);
    const won = board('XXX.OO...');
    expect(play(won, 8, 'O')).toBe(won);
  });

  it('takes a win, and blocks the opponent’s', () => {
    expect(bestMove(board('OO.XX....'), 'O')).toBe(2);
    expect(bestMove(board('XX..O....'), 'O')).toBe(2);
  });

  it('never loses, whatever the human plays (exhaustive)', () => {
    // Explore every human move against the computer, the human starting or not.
    function explore(current: Board, toMove: Player, cpu: Player): void {
      const outcome = outcomeOf(current);
      if (outcome) {
        expect(outcome.winner).not.toBe(cpu === 'O' ? 'X' : 'O');
        return;
      }
      if (toMove === cpu) {
        explore(
          play(
            current,
            bestMove(current, cpu, () => 0),
            cpu,
          ),
          cpu === 'O' ? 'X' : 'O',
          cpu,
        );
      } else {
        for (const index of freeSquares(current)) explore(play(current, index, toMove), cpu, cpu);
      }
    }
    explore(EMPTY_BOARD, 'X', 'O');
    explore(EMPTY_BOARD, 'X', 'X');
  });
});
