/**
 * The footer's "Nous contacter" link and the help chat open the contact dialog, which the
 * messaging feature mounts in the shell. They talk through this window event.
 */
export const OPEN_CONTACT_EVENT = 'bonneroute:open-contact';

export function openContactDialog(): void {
  window.dispatchEvent(new Event(OPEN_CONTACT_EVENT));
}
