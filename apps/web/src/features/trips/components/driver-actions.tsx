import { useState } from 'react';
import {
  canCancel,
  isEditable,
  PASSENGER_ROLES,
  parseRoles,
  toggleRole,
  tripTexts,
  type Trip,
} from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useCancelTrip } from '../api/cancel-trip';
import { useUpdateTrip } from '../api/update-trip';
import { CancelDialog } from './cancel-dialog';
import { PassengersDialog } from './passengers-dialog';
import { ShareDialog } from './share-dialog';
import styles from './card-actions.module.css';
import { RoleIcon } from '@/components/ui/role-icon';

/** The CONDUCTEUR card's actions (docs/product/trips-and-search.md: Trip card). */
export function DriverActions({ trip, onDone }: { trip: Trip; onDone: (message: string) => void }) {
  const [dialog, setDialog] = useState<'passagers' | 'partage' | 'annulation' | null>(null);
  const update = useUpdateTrip(trip.id);
  // Each change is saved at once: say so, or the driver cannot tell it was (nor undo a slip).
  const [saved, setSaved] = useState<string | null>(null);
  const save = (change: Parameters<typeof update.mutate>[0], message: string) => {
    setSaved(null);
    update.mutate(change, { onSuccess: () => setSaved(message) });
  };
  const cancel = useCancelTrip();
  // The shared trip rules, the ones the server enforces: not once it has left.
  const editable = isEditable(trip);
  const cancellable = canCancel(trip);
  const seatsLocked = trip.passagers.some((p) => p.statut === 'CONFIRMEE');
  const roles = parseRoles(trip.roles_passagers);
  const seatChoices = [1, 2, 3, 4].filter((n) => n >= trip.nb_places_reservees);
  if (!seatChoices.includes(trip.nb_places_proposees)) seatChoices.push(trip.nb_places_proposees);

  return (
    <div className={styles.actions}>
      <Button size="small" variant="secondary" onClick={() => setDialog('passagers')}>
        Gestion passagers
      </Button>
      <Button size="small" variant="secondary" onClick={() => setDialog('partage')}>
        Partager le trajet
      </Button>
      {trip.parent_id === null && cancellable ? (
        <Button size="small" variant="danger" onClick={() => setDialog('annulation')}>
          Annuler le trajet
        </Button>
      ) : null}
      {editable ? (
        <>
          <label className={styles.inline}>
            Places proposées
            <select
              value={trip.nb_places_proposees}
              disabled={seatsLocked || update.isPending}
              className={styles.select}
              onChange={(e) => {
                const seats = Number(e.target.value);
                save({ nb_places_proposees: seats }, tripTexts.seatsSaved(seats));
              }}
            >
              {seatChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.inline}>
            <input
              type="checkbox"
              checked={trip.is_roles_passagers === 1}
              disabled={update.isPending}
              onChange={(e) =>
                save({ is_roles_passagers: e.target.checked ? 1 : 0 }, tripTexts.changeSaved)
              }
            />
            Rôles des passagers
          </label>
          {trip.is_roles_passagers ? (
            <div className={styles.roles} role="group" aria-label="Rôles proposés">
              {PASSENGER_ROLES.map((role) => (
                <Button
                  key={role.code}
                  size="small"
                  variant={roles[role.index] ? 'primary' : 'ghost'}
                  aria-pressed={roles[role.index]}
                  disabled={update.isPending}
                  onClick={() =>
                    save(
                      { roles_passagers: toggleRole(trip.roles_passagers, role.index) },
                      tripTexts.changeSaved,
                    )
                  }
                >
                  <RoleIcon code={role.code} /> {role.label}
                </Button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
      {update.isError ? <Notice tone="error">{update.error.message}</Notice> : null}
      <p className={styles.saved} role="status">
        {saved && !update.isPending && !update.isError ? saved : ''}
      </p>
      <PassengersDialog trip={trip} open={dialog === 'passagers'} onClose={() => setDialog(null)} />
      <ShareDialog trip={trip} open={dialog === 'partage'} onClose={() => setDialog(null)} />
      <CancelDialog
        open={dialog === 'annulation'}
        onClose={() => setDialog(null)}
        text={tripTexts.cancelConfirmTrip}
        pending={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={() =>
          // mutateAsync, not mutate's callbacks: the list refetched after the cancellation drops
          // this card, and TanStack Query skips a call's callbacks once its component is gone.
          cancel.mutateAsync({ tripId: trip.id }).then(
            () => {
              setDialog(null);
              onDone(tripTexts.cancelledTrip);
            },
            () => undefined, // shown in the dialog through cancel.error
          )
        }
      />
    </div>
  );
}
