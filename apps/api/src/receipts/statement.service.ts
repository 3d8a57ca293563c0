import { formatDay } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import { formatEuros } from '@bonneroute/shared/pricing';
import { statementTexts, type StatementFormat } from '@bonneroute/shared/receipts';
import type { AppDeps } from '../lib/app-deps';
import type { PaperLayout } from './receipt-content';
import { renderPaper } from './receipt-pdf';
import { driverName, statementTrips, type StatementTripRow } from './statement.repository';

export interface StatementFile {
  name: string;
  contentType: string;
  body: Buffer | string;
}

/** French CSV: semicolons, decimal commas, one row per trip and a total row. */
function toCsv(rows: StatementTripRow[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  const lines = [statementTexts.csvHeader.join(';')];
  for (const row of rows)
    lines.push(
      [
        row.trajet_id,
        row.date,
        row.adresse_depart,
        row.adresse_arrivee,
        row.passagers,
        row.places,
        euros(row.recu),
      ]
        .map(cell)
        .join(';'),
    );
  const total = (key: 'passagers' | 'places' | 'recu') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  lines.push(
    ['total', '', '', '', total('passagers'), total('places'), euros(total('recu'))].join(';'),
  );
  // A BOM so that spreadsheet programs read the accents as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

function layoutOf(
  deps: Pick<AppDeps, 'env'>,
  name: string,
  year: number,
  rows: StatementTripRow[],
): PaperLayout {
  const { env } = deps;
  const total = rows.reduce((sum, row) => sum + row.recu, 0);
  const passengers = rows.reduce((sum, row) => sum + row.passagers, 0);
  return {
    title: statementTexts.title,
    numero: String(year),
    heading: `${statementTexts.title} ${year}`,
    issuer: [env.COMPANY_NAME, env.COMPANY_ADDRESS, `SIREN ${env.COMPANY_SIREN}`],
    facts: [
      ['Conducteur', name],
      ['Année', String(year)],
      ['Trajets', String(rows.length)],
      ['Passagers', String(passengers)],
    ],
    lines: [
      ...rows.map((row) => ({
        label: `${formatDay(row.date, 'long')} · ${row.adresse_depart} → ${row.adresse_arrivee} · ${plural(row.passagers, 'passager')}`,
        amount: formatEuros(row.recu),
      })),
      { label: 'Total reçu', amount: formatEuros(total), strong: true },
    ],
    notes: [statementTexts.intro],
  };
}

/** docs/product/booking-and-money.md#yearly-statement: a driver's year, as PDF or CSV. */
export async function yearlyStatement(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: number,
  year: number,
  format: StatementFormat,
): Promise<StatementFile> {
  const rows = await statementTrips(deps.db, userId, year);
  const name = `releve-${year}.${format}`;
  if (format === 'csv') return { name, contentType: 'text/csv; charset=utf-8', body: toCsv(rows) };
  const layout = layoutOf(deps, await driverName(deps.db, userId), year, rows);
  // Dated the year's last day, so that a closed year's statement is the same file every time.
  const pdf = await renderPaper(layout, new Date(Date.UTC(year, 11, 31, 12)));
  return { name, contentType: 'application/pdf', body: pdf };
}
