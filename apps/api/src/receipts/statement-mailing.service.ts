import { todayInParis } from '@bonneroute/shared/dates';
import type { AppDeps } from '../lib/app-deps';
import { yearlyStatementEmail } from './statement-mail';
import { driversToSendStatement, markStatementSent, statementTrips } from './statement.repository';

const PAGE = 200;

/** The calendar year (Paris) before the one `now` falls in. */
const previousYearInParis = (now: Date) => Number(todayInParis(now).slice(0, 4)) - 1;

/**
 * docs/product/booking-and-money.md#yearly-statement: on January 31, every driver who received
 * money for the trips of the year before gets their statement by e-mail. (driver, year) is
 * recorded in the transaction that queues the mail, so a rerun or a second process sends
 * nothing twice; a driver whose payments were all refunded received nothing and gets none.
 */
export async function sendYearlyStatements(
  deps: Pick<AppDeps, 'db' | 'mail' | 'log' | 'siteUrl'>,
  now = new Date(),
): Promise<{ year: number; sent: number }> {
  const year = previousYearInParis(now);
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const drivers = await driversToSendStatement(deps.db, year, afterId, PAGE);
    for (const driver of drivers) {
      afterId = driver.id;
      const rows = await statementTrips(deps.db, driver.id, year);
      if (rows.length === 0) continue;
      const queued = await deps.db.transaction(async (tx) => {
        if (!(await markStatementSent(tx, driver.id, year))) return false;
        const mail = yearlyStatementEmail({
          prenom: driver.prenom,
          siteUrl: deps.siteUrl,
          year,
          total: rows.reduce((sum, row) => sum + row.recu, 0),
          trips: rows.length,
          passengers: rows.reduce((sum, row) => sum + row.passagers, 0),
          seats: rows.reduce((sum, row) => sum + row.places, 0),
        });
        await deps.mail.queue(
          tx,
          { to: driver.email, template: 'releve-annuel', utilisateurId: driver.id, ...mail },
          { dedupKey: `releve-annuel:${driver.id}:${year}` },
        );
        return true;
      });
      if (queued) sent += 1;
    }
    if (drivers.length < PAGE) break;
  }
  deps.log.info({ releves: { year, sent } }, 'relevés annuels envoyés');
  return { year, sent };
}
