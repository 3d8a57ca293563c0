import { Users } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import styles from './trip-alerts.module.css';

/** GET /api/alertes/demande: the people looking for a pair (and a date in the publish wizard). */
function useDemand(depart: string, arrivee: string, date?: string | null) {
  return useQuery({
    queryKey: ['alertes', 'demande', depart, arrivee, date ?? null],
    queryFn: () =>
      unwrap(
        api.GET('/alertes/demande', {
          params: { query: { depart, arrivee, date: date ?? undefined } },
        }),
      ),
    enabled: Boolean(depart && arrivee),
    staleTime: 60_000,
  });
}

/**
 * « N personnes recherchent ce trajet » (active alerts and the last 30 days'
 * searches). Nothing is shown while nobody is looking: a « 0 » would only discourage.
 */
export function DemandLine({
  depart,
  arrivee,
  date,
}: {
  depart: string;
  arrivee: string;
  date?: string | null;
}) {
  const demand = useDemand(depart, arrivee, date);
  const count = demand.data?.data.personnes ?? 0;
  if (count === 0) return null;
  return (
    <p className={styles.demand} role="status">
      <Users aria-hidden="true" size={18} /> {demand.data!.data.texte}
    </p>
  );
}
