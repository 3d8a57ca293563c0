import { useCallback, useEffect, useState } from 'react';
import {
  cpuMove,
  EMPTY_BOARD,
  other,
  outcomeOf,
  play,
  type CpuLevel,
  type Player,
} from './tic-tac-toe-rules';

export const HUMAN: Player = 'X';
export const CPU: Player = 'O';
/** A short pause so the computer's move can be seen. */
const CPU_DELAY_MS = 450;

export type Score = Record<Player | 'nul', number>;

/**
 * Match after match, the first player alternating: against the computer (mode CPU, the human
 * plays X) or two players taking turns on the same screen.
 */
export function useTicTacToe(vsCpu: boolean) {
  const [board, setBoard] = useState(EMPTY_BOARD);
  const [toMove, setToMove] = useState<Player>(HUMAN);
  const [starter, setStarter] = useState<Player>(HUMAN);
  const [level, setLevel] = useState<CpuLevel>('imbattable');
  const [score, setScore] = useState<Score>({ X: 0, O: 0, nul: 0 });
  const outcome = outcomeOf(board);
  const cpuThinking = vsCpu && !outcome && toMove === CPU;

  const place = useCallback(
    (index: number, player: Player) => {
      const next = play(board, index, player);
      if (next === board) return;
      setBoard(next);
      setToMove(other(player));
      const result = outcomeOf(next);
      if (result) {
        const key = result.winner ?? 'nul';
        setScore((current) => ({ ...current, [key]: current[key] + 1 }));
      }
    },
    [board],
  );

  useEffect(() => {
    if (!cpuThinking) return;
    const timer = setTimeout(() => place(cpuMove(board, CPU, level), CPU), CPU_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cpuThinking, board, level, place]);

  const playSquare = (index: number) => {
    if (!cpuThinking) place(index, toMove);
  };

  const restart = () => {
    const nextStarter = other(starter);
    setStarter(nextStarter);
    setBoard(EMPTY_BOARD);
    setToMove(nextStarter);
  };

  return { board, toMove, outcome, cpuThinking, level, setLevel, score, playSquare, restart };
}
