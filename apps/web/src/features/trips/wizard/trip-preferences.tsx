import { useId, useState } from 'react';
import { NO_PREFERENCES, type TravelPreferences } from '@bonneroute/shared/trips';
import { buildPath } from '@bonneroute/shared/routes';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PreferenceBadges } from '@/components/travel-preferences/preference-badges';
import { PreferenceFields } from '@/components/travel-preferences/preference-fields';
import { useTravelPreferences } from '@/lib/travel-preferences';
import styles from './wizard.module.css';

/**
 * The summary's « Vos préférences pour ce trajet »: the profile's, which the trip copies, or
 * this trip's own once changed here (docs/product/trips-and-search.md#travel-preferences).
 * `value` null: the profile's apply (the server copies them).
 */
export function TripPreferences({
  userId,
  value,
  onChange,
}: {
  userId: number;
  value: TravelPreferences | null;
  onChange: (preferences: TravelPreferences) => void;
}) {
  const profile = useTravelPreferences(userId);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const shown = value ?? profile.data ?? NO_PREFERENCES;
  const said = Object.values(shown).some((entry) => entry !== null);
  return (
    <section className={styles.preferences} aria-labelledby={titleId}>
      <h3 id={titleId}>Vos préférences pour ce trajet</h3>
      {said ? (
        <PreferenceBadges preferences={shown} />
      ) : (
        <p>Vous n’avez pas indiqué vos préférences : les passagers aiment les connaître.</p>
      )}
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Fermer les préférences' : 'Modifier pour ce trajet'}
      </Button>
      {open ? <PreferenceFields value={shown} onChange={onChange} /> : null}
      <p className={styles.hint}>
        Vos préférences habituelles se règlent dans{' '}
        <Link to={buildPath('infosUtilisateurs', {}, { info: 'preferences' })}>votre profil</Link>.
      </p>
    </section>
  );
}
