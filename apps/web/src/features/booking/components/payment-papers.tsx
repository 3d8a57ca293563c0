import { useState } from 'react';
import { receiptTexts } from '@bonneroute/shared/receipts';
import type { Payment } from '@bonneroute/shared/booking';
import { getPaymentPaper } from '../api/get-receipt';
import styles from './payments-history.module.css';
import { saveFile } from './save-file';

/** A sent payment's receipt and credit notes (docs/product/booking-and-money.md#receipts-and-credit-notes). */
export function PaymentPapers({
  userId,
  payment,
}: {
  userId: number;
  payment: Pick<Payment, 'id' | 'recu' | 'avoirs'>;
}) {
  const [error, setError] = useState<string | null>(null);
  if (!payment.recu && payment.avoirs.length === 0) return null;
  const open = async (numero: string, avoir?: string) => {
    setError(null);
    try {
      saveFile(await getPaymentPaper(userId, payment.id, avoir), `${numero}.pdf`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <div className={styles.papers}>
      {payment.recu ? (
        <button type="button" className={styles.paper} onClick={() => void open(payment.recu!)}>
          {receiptTexts.receiptLink(payment.recu)}
        </button>
      ) : null}
      {payment.avoirs.map((numero) => (
        <button
          key={numero}
          type="button"
          className={styles.paper}
          onClick={() => void open(numero, numero)}
        >
          {receiptTexts.creditNoteLink(numero)}
        </button>
      ))}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
