import { formatTripTime, parisClock, todayInParis } from '@bonneroute/shared/dates';
import {
  latestTripDate,
  TIME_PERIODS,
  slotsOfPeriod,
  type TimePeriodCode,
} from '@bonneroute/shared/trips';
import { FrenchCalendar } from '@/components/french-calendar/french-calendar';
import { Button } from '@/components/ui/button';
import styles from './wizard.module.css';

export function DateStep({ onChoose }: { onChoose: (date: string) => void }) {
  const today = todayInParis();
  return (
    <>
      <FrenchCalendar
        label="Date du trajet"
        value={null}
        min={today}
        max={latestTripDate(today)}
        onChange={onChoose}
      />
      <p className={styles.hint}>On publie un trajet au plus un an à l’avance.</p>
    </>
  );
}

export function PeriodStep({ onChoose }: { onChoose: (period: TimePeriodCode) => void }) {
  return (
    <div className={styles.choices} role="group" aria-label="Moment de la journée">
      {TIME_PERIODS.map((period) => (
        <Button key={period.code} variant="secondary" onClick={() => onChoose(period.code)}>
          {period.label}{' '}
          <small>
            ({formatTripTime(period.from)} – {formatTripTime(period.to)})
          </small>
        </Button>
      ))}
    </div>
  );
}

/** "HH:MM" now in Paris: today's slots already gone are not offered. */
function parisNow(): string {
  return parisClock();
}

export function TimeStep({
  date,
  period,
  onChoose,
}: {
  date: string;
  period: TimePeriodCode;
  onChoose: (heure: string) => void;
}) {
  const now = date === todayInParis() ? parisNow() : '';
  return (
    <div className={styles.slots} role="group" aria-label="Heure de départ">
      {slotsOfPeriod(period).map((slot) => (
        <Button
          key={slot}
          variant="secondary"
          size="small"
          disabled={slot <= now}
          onClick={() => onChoose(slot)}
        >
          {formatTripTime(slot)}
        </Button>
      ))}
    </div>
  );
}
