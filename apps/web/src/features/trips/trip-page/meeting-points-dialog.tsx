import { useState } from 'react';
import { meetingPointsOf, type MeetingPoint, type Trip } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { useUpdateMeetingPoints } from '../api/update-meeting-points';
import { MeetingPointFields, type PointDraft } from '../components/meeting-point-fields';
import styles from './trip-page.module.css';

const KIND = { depart: 'Départ', etape: 'Étape', arrivee: 'Arrivée' } as const;

const draftOf = (point: MeetingPoint): PointDraft => ({
  adresse: point.adresse ?? '',
  note: point.note ?? '',
  latitude: point.latitude,
  longitude: point.longitude,
});

/**
 * docs/product/trips-and-search.md#meeting-points: the driver's « Modifier » on the trip page:
 * one stop at a time, by address search, map or text, with its note. The passengers holding
 * seats are told by the server.
 */
export default function MeetingPointsDialog({
  trip,
  open,
  onClose,
}: {
  trip: Trip;
  open: boolean;
  onClose: () => void;
}) {
  const points = meetingPointsOf(trip);
  const [index, setIndex] = useState(0);
  const point = points[Math.min(index, points.length - 1)]!;
  const [draft, setDraft] = useState(() => draftOf(point));
  const update = useUpdateMeetingPoints(trip.id);
  const choose = (next: number) => {
    setIndex(next);
    setDraft(draftOf(points[next]!));
    update.reset();
  };
  const valid = draft.adresse.trim().length >= 4;
  const save = () => {
    if (!valid) return;
    const value = { ...draft, adresse: draft.adresse.trim(), note: draft.note.trim() || null };
    update.mutate(
      point.kind === 'etape'
        ? { etapes: [{ ...value, code_commune: point.code_commune }] }
        : { [point.kind]: value },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Modifier les points de rendez-vous"
      actions={
        <Button onClick={save} disabled={!valid || update.isPending}>
          Enregistrer le point
        </Button>
      }
    >
      <div className={styles.pointsForm}>
        <label>
          Point à modifier{' '}
          <select value={index} onChange={(e) => choose(Number(e.target.value))}>
            {points.map((p, i) => (
              <option key={`${p.kind}-${p.code_commune}`} value={i}>
                {KIND[p.kind]} — {p.ville}
              </option>
            ))}
          </select>
        </label>
        <MeetingPointFields
          key={index}
          town={{
            name: point.ville,
            citycode: point.code_commune,
            latitude: point.latitude,
            longitude: point.longitude,
          }}
          label={`Point de rendez-vous à ${point.ville}`}
          value={draft}
          onChange={setDraft}
          onEnter={save}
        />
        {update.isError ? <Notice tone="error">{update.error.message}</Notice> : null}
        <p role="status">{update.isSuccess ? update.data.message : ''}</p>
      </div>
    </Dialog>
  );
}
