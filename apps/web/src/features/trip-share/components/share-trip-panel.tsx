import { useId, useState } from 'react';
import { tripShareTexts } from '@bonneroute/shared/trip-share';
import { Button } from '@/components/ui/button';
import { useCreateShare } from '../api/trip-share';
import { usePositionSharing } from './use-position-sharing';
import styles from './share-trip-panel.module.css';

/**
 * docs/product/trips-and-search.md#share-my-trip, on the trip page of its driver and confirmed
 * passengers: a link for a relative, and « Partager ma position » while the page is open.
 */
export function ShareTripPanel({ tripId }: { tripId: number }) {
  const create = useCreateShare(tripId);
  const [withPosition, setWithPosition] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = create.data ?? null;
  const position = usePositionSharing(link?.position ? link.token : null, sharing);
  const checkboxId = useId();
  const linkId = useId();

  const copy = async () => {
    if (!link) return;
    try {
      if (navigator.share) await navigator.share({ title: tripShareTexts.share, url: link.url });
      else await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      // The member closed the share sheet: nothing to say.
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${linkId}-titre`}>
      <h2 id={`${linkId}-titre`} className={styles.title}>
        {tripShareTexts.share}
      </h2>
      {link ? (
        <>
          <label htmlFor={linkId}>{tripShareTexts.linkReady}</label>
          <input
            id={linkId}
            className={styles.link}
            readOnly
            value={link.url}
            onFocus={(e) => e.target.select()}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? tripShareTexts.copied : tripShareTexts.copy}
            </Button>
            {link.position ? (
              <Button
                variant={sharing ? 'secondary' : 'primary'}
                aria-pressed={sharing}
                onClick={() => setSharing((on) => !on)}
              >
                {tripShareTexts.sharePosition}
              </Button>
            ) : null}
          </div>
          {link.position ? (
            <p role="status" className={styles.status}>
              {position.status === 'error'
                ? position.message
                : sharing
                  ? tripShareTexts.positionOn
                  : tripShareTexts.positionOff}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.checkbox}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={withPosition}
              onChange={(e) => setWithPosition(e.target.checked)}
            />
            <label htmlFor={checkboxId}>{tripShareTexts.allowPosition}</label>
          </p>
          <Button onClick={() => create.mutate(withPosition)} disabled={create.isPending}>
            {tripShareTexts.createLink}
          </Button>
          {create.error ? (
            <p role="alert" className={styles.error}>
              {create.error.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
