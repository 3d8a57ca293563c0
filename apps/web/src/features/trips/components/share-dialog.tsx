import { useRef, useState } from 'react';
import { buildPath } from '@bonneroute/shared/routes';
import type { Trip } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/auth';
import { recordShare } from '../api/record-share';
import { formatDay } from '@bonneroute/shared/dates';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './share-dialog.module.css';

export function tripShareUrl(trip: Pick<Trip, 'id'>): string {
  return `${window.location.origin}${buildPath('covoiturageCourt', { id: trip.id })}`;
}

/** docs/product/trips-and-search.md: share a trip to a messaging app (WhatsApp link) or copy its link. */
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
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);
  // The server render knows no origin: the link is written once the dialog opens (no mismatch).
  const url = open ? tripShareUrl(trip) : '';
  const text = `Covoiturage ${trip.ville_depart} → ${trip.ville_arrivee} le ${formatDay(trip.date, 'weekdayLong')} : ${url}`;
  const shared = () => {
    if (user) void recordShare(user.id);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
      shared();
    } catch {
      // No clipboard access (insecure page, refused permission): select it for a manual copy.
      field.current?.focus();
      field.current?.select();
      setCopyState('manual');
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
      {/* A full-width field that shows the whole link, the copy button beside it. */}
      <label className={fieldStyles.label} htmlFor="lien-trajet">
        Lien du trajet
      </label>
      <div className={styles.linkRow}>
        <input
          ref={field}
          id="lien-trajet"
          className={`${fieldStyles.input} ${styles.linkField}`}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copier le lien
        </Button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copyState === 'copied'
          ? 'Lien copié !'
          : copyState === 'manual'
            ? 'Le lien est sélectionné : copiez-le avec votre appareil.'
            : ''}
      </p>
    </Dialog>
  );
}
