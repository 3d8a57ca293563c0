import { formatEurosShort } from '@bonneroute/shared/pricing';
import { Button } from '@/components/ui/button';
import styles from './wizard.module.css';

const STEP_CENTS = 100;

/** An amount in whole euros between min and max, 1 € per click (docs/product/trips-and-search.md). */
export function AmountStepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (cents: number) => void;
}) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <Button
        variant="secondary"
        aria-label={`${label} : 1 € de moins`}
        disabled={value - STEP_CENTS < min}
        onClick={() => onChange(value - STEP_CENTS)}
      >
        −
      </Button>
      <output aria-live="polite" className={styles.amount}>
        {formatEurosShort(value)}
      </output>
      <Button
        variant="secondary"
        aria-label={`${label} : 1 € de plus`}
        disabled={value + STEP_CENTS > max}
        onClick={() => onChange(value + STEP_CENTS)}
      >
        +
      </Button>
      <small>
        entre {formatEurosShort(min)} et {formatEurosShort(max)}
      </small>
    </div>
  );
}
