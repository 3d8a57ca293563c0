import { tripHead } from '@bonneroute/shared/head';
import { publicPricePerSeat } from '@bonneroute/shared/pricing';
import type { Trip } from '@bonneroute/shared/trips';
import { usePricingConfig } from '@/lib/pricing';
import { usePageHead } from '@/lib/use-page-head';

/** The head the server writes for this trip (shared builder, same price rule). */
export function useTripHead(trip: Trip) {
  const pricing = usePricingConfig();
  usePageHead((origin) =>
    tripHead(trip, publicPricePerSeat(trip.montant_contribution, pricing), origin),
  );
}
