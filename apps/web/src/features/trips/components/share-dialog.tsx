import { useState } from 'react';
import { buildPath } from '@bonneroute/shared/routes';
import type { Trip } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/auth';
import { recordShare } from '../api/record-share';
import { formatLongDate } from '../trip-format';

export function tripShareUrl(trip: Pick<Trip, 'id'>): string {
  return `${window.location.origin}${buildPath('covoiturageCourt', { id: trip.id })}`;
}

/** spec §2: share a trip to a messaging app (WhatsApp link) or copy its link. */
export function ShareDialog({
  trip,
  open,
  onClose,
}: {
  trip: Trip;
  open: boolean;
  onClose: () => void;
}) {
  const { user } = useCurrentUser();
  const [copied, setCopied] = useState(false);
  const url = tripShareUrl(trip);
  const text = `Covoiturage ${trip.ville_depart} → ${trip.ville_arrivee} le ${formatLongDate(trip.date)} : ${url}`;
  const shared = () => {
    if (user) void recordShare(user.id);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      shared();
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title="Partagez votre trajet">
      <p>Faites connaître votre trajet : plus il est partagé, plus vite il se remplit.</p>
      <p>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={shared}
        >
          Partager sur WhatsApp
        </a>
      </p>
      <label htmlFor="lien-trajet">Lien du trajet</label>
      <input id="lien-trajet" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <p>
        <Button variant="secondary" onClick={() => void copy()}>
          Copier le lien
        </Button>{' '}
        {copied ? <span role="status">Lien copié !</span> : null}
      </p>
    </Dialog>
  );
}
