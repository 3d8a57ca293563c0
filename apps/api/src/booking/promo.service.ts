import { normalisePromoCode } from '@bonneroute/shared/booking';
import { tripTexts } from '@bonneroute/shared/trips';
import type { AppDeps } from '../lib/app-deps';
import { findValidPromo } from './promo.repository';

/**
 * docs/product/booking-and-money.md: whether a promo code is valid now, and what it gives. Only a
 * check: publishing or spending it happens with the trip or the booking.
 */
export async function checkPromoCode(deps: Pick<AppDeps, 'db'>, code: string) {
  const promo = await findValidPromo(deps.db, code, new Date());
  if (!promo)
    return {
      code: normalisePromoCode(code),
      status: 'INVALIDE' as const,
      detail: tripTexts.invalidPromo,
      pourcentage: null,
      montant: null,
    };
  return {
    code: promo.code,
    status: 'VALIDE' as const,
    detail: null,
    pourcentage: promo.pourcentage,
    montant: promo.montant,
  };
}
