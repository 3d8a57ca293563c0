import type { TravelPreferences } from '@bonneroute/shared/trips';

/*
 * Line icons of the travel preferences, drawn here rather than as emoji: a phone or a machine
 * without a colour-emoji font showed empty boxes. 24×24 grid, stroke in the text's colour.
 */
const PATHS: Record<keyof TravelPreferences, string> = {
  discussion: 'M4 5h16v10H9l-5 4z',
  musique:
    'M9 18V6l10-2v12M9 18a2.5 2.5 0 1 1-5 0a2.5 2.5 0 0 1 5 0zM19 16a2.5 2.5 0 1 1-5 0a2.5 2.5 0 0 1 5 0z',
  fumeur: 'M3 14h14v3H3zM19 14v3M21 14v3M18 11c0-2 2-2 2-4',
  animaux:
    'M12 13c-3 0-5 3-5 5c0 1.5 1.5 2 2.5 1.5S11 19 12 19s1.5.5 2.5 1S17 19.5 17 18c0-2-2-5-5-5zM6 9.5a1.5 2 0 1 0 0 .1M10 6a1.5 2 0 1 0 0 .1M14 6a1.5 2 0 1 0 0 .1M18 9.5a1.5 2 0 1 0 0 .1',
  deux_max_arriere:
    'M8 11a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6a3 3 0 0 0 0 6zM3 20c0-3 2-5 5-5s5 2 5 5M11 20c0-3 2-5 5-5s5 2 5 5',
  bagages: 'M5 8h14v11H5zM9 8V5h6v3M9 8v11M15 8v11',
};

export function PreferenceIcon({
  name,
  struck,
}: {
  name: keyof TravelPreferences;
  struck: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
      {struck ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
