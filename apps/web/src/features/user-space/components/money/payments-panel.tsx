import type { ReactNode } from 'react';
import { userSpaceTexts } from '@bonneroute/shared/user-space';

/**
 * docs/product/booking-and-money.md "Mes paiements". The payments issue builds `GET /utilisateurs/{id}/paiements` and its
 * list component, composed in `src/app/routes/` and passed here as `list`; without it the page
 * shows the documented empty text.
 */
export function PaymentsPanel({ list }: { list?: ReactNode }) {
  // The payments feature's list brings its own title, items and empty text.
  if (list) return <>{list}</>;
  return (
    <section aria-labelledby="paiements-title">
      <h2 id="paiements-title">Mes paiements</h2>
      <p>{userSpaceTexts.paymentsEmpty}</p>
    </section>
  );
}
