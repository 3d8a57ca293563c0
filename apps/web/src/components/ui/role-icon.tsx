import { Compass, Mic, Music, Volleyball, type LucideIcon } from 'lucide-react';
import type { PASSENGER_ROLES } from '@bonneroute/shared/trips';

type RoleCode = (typeof PASSENGER_ROLES)[number]['code'];

/**
 * The passenger roles' icons as SVG: emoji show as empty boxes where no colour
 * emoji font is installed (many Linux desktops, some Android skins).
 */
const ICONS: Record<RoleCode, LucideIcon> = {
  copilote: Compass,
  journaliste: Mic,
  dj: Music,
  football: Volleyball,
};

/** Decorative: the role's name is always given next to it or as a label. */
export function RoleIcon({ code, size = 18 }: { code: RoleCode; size?: number }) {
  const Icon = ICONS[code];
  return <Icon aria-hidden="true" size={size} style={{ verticalAlign: '-0.2em' }} />;
}
