import { useId, useState } from 'react';
import { statementTexts, type StatementFormat } from '@bonneroute/shared/receipts';
import { getYearlyStatement } from '../api/get-statement';
import styles from './payments-history.module.css';
import { saveFile } from './save-file';

/** The years offered: this one and the two before (the statement of a year is sent each January). */
function yearsOffered(now: Date = new Date()): number[] {
  const year = Number(
    new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(now),
  );
  return [year, year - 1, year - 2];
}

/** « Relevé annuel » (docs/product/booking-and-money.md#yearly-statement): a driver's year in PDF or CSV. */
export function YearlyStatement({ userId }: { userId: number }) {
  const years = yearsOffered();
  const [year, setYear] = useState(years[1]!);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const download = async (format: StatementFormat) => {
    setError(null);
    try {
      saveFile(await getYearlyStatement(userId, year, format), `releve-${year}.${format}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <section aria-labelledby="releve-annuel" className={styles.statement}>
      <h3 id="releve-annuel">{statementTexts.title}</h3>
      <p>{statementTexts.intro}</p>
      <label htmlFor={selectId}>{statementTexts.yearLabel}</label>{' '}
      <select id={selectId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <div className={styles.papers}>
        <button type="button" className={styles.paper} onClick={() => void download('pdf')}>
          {statementTexts.pdf(year)}
        </button>
        <button type="button" className={styles.paper} onClick={() => void download('csv')}>
          {statementTexts.csv(year)}
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
