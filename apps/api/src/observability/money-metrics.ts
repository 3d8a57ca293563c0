import { moneyRecoveryRuns, payoutsTotal, paymentsTotal, refundsTotal } from './metrics';

/** The processor's answer to a card authorisation (money/payment.service.ts). */
export function countPayment(outcome: 'authorised' | 'challenge' | 'declined'): void {
  const resultat = { authorised: 'autorise', challenge: 'authentification', declined: 'refuse' };
  paymentsTotal.inc({ resultat: resultat[outcome] });
}

/** A refund or payout answered by the processor (money/operation-effects.ts). */
export function countMoneyOperation(type: string, succeeded: boolean): void {
  const resultat = succeeded ? 'reussi' : 'refuse';
  if (type === 'REMBOURSEMENT') refundsTotal.inc({ resultat });
  else if (type === 'VERSEMENT') payoutsTotal.inc({ resultat });
}

/** One pass of the money recovery (money/recovery.service.ts). */
export function countRecovery(report: { finished: number; unanswered: number; settled: number }) {
  const resultat =
    report.unanswered > 0
      ? 'sans_reponse'
      : report.finished + report.settled > 0
        ? 'repris'
        : 'rien';
  moneyRecoveryRuns.inc({ resultat });
}
