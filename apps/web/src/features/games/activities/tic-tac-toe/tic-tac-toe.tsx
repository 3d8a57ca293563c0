import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { CpuLevel, Outcome, Player } from './tic-tac-toe-rules';
import { CPU, HUMAN, useTicTacToe } from './use-tic-tac-toe';
import styles from './tic-tac-toe.module.css';

function statusText(outcome: Outcome | null, toMove: Player, vsCpu: boolean): string {
  if (outcome?.winner === null) return 'Match nul !';
  if (outcome) {
    if (!vsCpu) return `Les ${outcome.winner} ont gagné !`;
    return outcome.winner === HUMAN ? 'Bravo, vous avez gagné !' : 'L’ordinateur a gagné.';
  }
  if (!vsCpu) return `Aux ${toMove} de jouer.`;
  return toMove === HUMAN ? 'À vous de jouer (X).' : 'L’ordinateur réfléchit…';
}

/** Tic Tac Toe in the activity frame: against the computer (minimax) or two players. */
export function TicTacToe({ vsCpu }: { vsCpu: boolean }) {
  const game = useTicTacToe(vsCpu);
  const levelId = useId();
  const winningLine = game.outcome?.winner ? game.outcome.line : [];
  return (
    <div className={styles.game}>
      {vsCpu ? (
        <label className={styles.level} htmlFor={levelId}>
          Niveau de l’ordinateur
          <select
            id={levelId}
            value={game.level}
            onChange={(event) => game.setLevel(event.target.value as CpuLevel)}
          >
            <option value="imbattable">Imbattable</option>
            <option value="facile">Facile</option>
          </select>
        </label>
      ) : null}
      <p className={styles.status} role="status">
        {statusText(game.outcome, game.toMove, vsCpu)}
      </p>
      <div className={styles.board} role="group" aria-label="Plateau de morpion">
        {game.board.map((square, index) => (
          <button
            key={index}
            type="button"
            className={`${styles.square} ${winningLine.includes(index) ? styles.winning : ''}`}
            data-player={square ?? undefined}
            aria-label={`Case ${index + 1} : ${square ?? 'libre'}`}
            disabled={Boolean(square) || Boolean(game.outcome) || game.cpuThinking}
            onClick={() => game.playSquare(index)}
          >
            {square}
          </button>
        ))}
      </div>
      <p className={styles.score}>
        {vsCpu ? 'Vous' : 'X'} {game.score[HUMAN]} – {game.score[CPU]} {vsCpu ? 'Ordinateur' : 'O'}{' '}
        · Nuls {game.score.nul}
      </p>
      {game.outcome ? <Button onClick={game.restart}>Rejouer</Button> : null}
    </div>
  );
}
