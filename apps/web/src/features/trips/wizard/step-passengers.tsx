import { useState } from 'react';
import { PASSENGER_ROLES, createTripBodySchema } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { rangeOf } from '@/lib/forms/schema-rules';
import styles from './wizard.module.css';
import { RoleIcon } from '@/components/ui/role-icon';

/** The seats POST /trajets accepts (docs/product/trips-and-search.md: 1 to 8). */
const SEATS = rangeOf(createTripBodySchema.shape.nb_places_proposees);
const ALL_COUNTS = Array.from(
  { length: (SEATS.max ?? 1) - (SEATS.min ?? 1) + 1 },
  (_, i) => (SEATS.min ?? 1) + i,
);
/** docs/product/trips-and-search.md: 1–4 shown first. */
const FIRST_COUNTS = 4;

/** docs/product/trips-and-search.md: the seats the server's schema accepts, 1–4 shown, more via a plus. */
export function SeatsStep({ onChoose }: { onChoose: (seats: number) => void }) {
  const [more, setMore] = useState(false);
  const counts = more ? ALL_COUNTS : ALL_COUNTS.slice(0, FIRST_COUNTS);
  return (
    <div className={styles.choices} role="group" aria-label="Nombre de places">
      {counts.map((n) => (
        <Button key={n} variant="secondary" onClick={() => onChoose(n)}>
          {n}
        </Button>
      ))}
      {!more ? (
        <Button variant="ghost" aria-label="Plus de places" onClick={() => setMore(true)}>
          +
        </Button>
      ) : null}
    </div>
  );
}

export function BookingModeStep({ onChoose }: { onChoose: (automatic: boolean) => void }) {
  return (
    <div className={styles.choices} role="group" aria-label="Mode de réservation">
      <Button variant="secondary" onClick={() => onChoose(true)}>
        Automatique
      </Button>
      <Button variant="secondary" onClick={() => onChoose(false)}>
        Manuelle (j’accepte chaque passager)
      </Button>
    </div>
  );
}

/** docs/product/trips-and-search.md: roles yes/no, then the selection, then 'Terminer le casting'. */
export function RolesStep({
  choice,
  roles,
  onChoice,
  onToggle,
  onFinish,
}: {
  choice: boolean | null;
  roles: boolean[];
  onChoice: (yes: boolean) => void;
  onToggle: (index: number) => void;
  onFinish: () => void;
}) {
  if (choice === null)
    return (
      <div className={styles.choices} role="group" aria-label="Rôles des passagers">
        <Button variant="secondary" onClick={() => onChoice(true)}>
          Oui, je propose des rôles
        </Button>
        <Button variant="secondary" onClick={() => onChoice(false)}>
          Non merci
        </Button>
      </div>
    );
  return (
    <div className={styles.stack}>
      <div className={styles.choices} role="group" aria-label="Rôles proposés">
        {PASSENGER_ROLES.map((role) => (
          <Button
            key={role.code}
            variant={roles[role.index] ? 'primary' : 'secondary'}
            aria-pressed={roles[role.index]}
            onClick={() => onToggle(role.index)}
          >
            <RoleIcon code={role.code} /> {role.label}
          </Button>
        ))}
      </div>
      <Button onClick={onFinish}>Terminer le casting</Button>
    </div>
  );
}
