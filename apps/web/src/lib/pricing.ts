import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PRICING,
  feeTexts,
  quote,
  type FeeTexts,
  type PricingConfig,
  type Quote,
} from '@bonneroute/shared/pricing';
import { api, unwrap } from './api-client';

/** The server's pricing (GET /api/tarifs); the shared defaults until it has answered. */
export function usePricingConfig(): PricingConfig {
  const query = useQuery({
    queryKey: ['tarifs'],
    queryFn: async () => (await unwrap(api.GET('/tarifs'))).data,
    staleTime: 10 * 60_000,
  });
  return query.data ?? DEFAULT_PRICING;
}

/** Price of `seats` seats of a trip, computed with the same rule as the server. */
export function useQuote(contributionCents: number, seats: number): Quote {
  return quote(contributionCents, seats, usePricingConfig());
}

/** The fee and its example as the pages quote them (« 2 € », « 30 € », « 32 € »), from the server. */
export function useFeeTexts(): FeeTexts {
  return feeTexts(usePricingConfig());
}
