import { formatPhone } from '@bonneroute/shared/user-space';

/**
 * A carpooler's number as the French dial it (« 06 12 34 56 78 »), a tap calls it. Its own
 * chunk: the phone library is only loaded for a confirmed passenger or the trip's driver, never
 * for the trip page's visitors.
 */
export default function PhoneLink({ e164, label }: { e164: string; label?: string }) {
  return (
    <a href={`tel:${e164}`} aria-label={label ? `${label} : ${formatPhone(e164)}` : undefined}>
      {formatPhone(e164)}
    </a>
  );
}
