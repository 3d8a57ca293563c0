import { tripTexts, type Trip } from '@bonneroute/shared/trips';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { plural } from '@bonneroute/shared/french';
import { capitalise } from '@bonneroute/shared/auth';

const STATUS_LABELS: Record<string, string> = {
  CONFIRMEE: 'Confirmée',
  EN_ATTENTE: 'En attente',
};

/** "Gestion passagers": who booked, how many seats, which status. */
export function PassengersDialog({
  trip,
  open,
  onClose,
}: {
  trip: Trip;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Gestion des passagers">
      {trip.passagers.length === 0 ? (
        <p>{tripTexts.noBooking}</p>
      ) : (
        <ul>
          {trip.passagers.map((p) => (
            <li key={p.id}>
              <Avatar src={p.avatar} alt="" size={28} /> {capitalise(p.prenom)} —{' '}
              {plural(p.nb_places_reservees, 'place')} — {STATUS_LABELS[p.statut] ?? p.statut}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
