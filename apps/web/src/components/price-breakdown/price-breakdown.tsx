import { formatEuros, priceBreakdown, type Quote } from '@bonneroute/shared/pricing';
import styles from './price-breakdown.module.css';

/**
 * What a booking costs, line by line (docs/product/booking-and-money.md « Price of a booking »):
 * the driver's contribution, our fee, the multi-seat discount when there is one, the total. The
 * lines come from the shared `priceBreakdown`, the server's own figures.
 */
export function PriceBreakdown({
  price,
  title = 'Détail du prix',
}: {
  price: Quote;
  title?: string;
}) {
  return (
    <section className={styles.box} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.lines}>
        {priceBreakdown(price).map((line) => (
          <div
            key={line.code}
            className={line.code === 'total' ? `${styles.line} ${styles.total}` : styles.line}
            data-code={line.code}
          >
            <dt>{line.libelle}</dt>
            <dd className={line.montant_cents < 0 ? styles.discount : undefined}>
              {line.montant_cents < 0
                ? `−\u00a0${formatEuros(-line.montant_cents)}`
                : formatEuros(line.montant_cents)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
