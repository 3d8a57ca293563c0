import { formatPhone } from '@bonneroute/shared/user-space';

/**
 * The driver's number as the French dial it (« 06 12 34 56 78 »). Its own chunk: the phone
 * library is only loaded for a confirmed passenger, never for the trip page's visitors.
 */
export default function DriverPhone({ e164 }: { e164: string }) {
  return <a href={`tel:${e164}`}>{formatPhone(e164)}</a>;
}
