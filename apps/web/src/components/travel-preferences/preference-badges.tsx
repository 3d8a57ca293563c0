import { preferenceBadges, type TravelPreferences } from '@bonneroute/shared/trips';
import { PreferenceIcon } from './preference-icon';
import styles from './travel-preferences.module.css';

/** How the driver travels, as small labelled icons (the text says it all; icons are decoration). */
export function PreferenceBadges({
  preferences,
  compact = false,
}: {
  preferences: TravelPreferences;
  compact?: boolean;
}) {
  const badges = preferenceBadges(preferences);
  if (badges.length === 0) return null;
  return (
    <ul
      className={`${styles.badges} ${compact ? styles.compact : ''}`}
      aria-label="Préférences du conducteur"
    >
      {badges.map((badge) => (
        <li key={badge.key} className={styles.badge}>
          <PreferenceIcon name={badge.key} struck={badge.negative} /> {badge.label}
        </li>
      ))}
    </ul>
  );
}
