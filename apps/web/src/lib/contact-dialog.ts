/**
 * The footer's "Nous contacter" link and the help chat open the contact dialog, which the
 * messaging feature mounts in the shell. They talk through this window event.
 */
export const OPEN_CONTACT_EVENT = 'bonneroute:open-contact';

/** Before hydration « Nous contacter » is a link to this hash (see takeHash). */
export const CONTACT_HASH = '#nous-contacter';

// The dialog lives in a chunk loaded after the page; a click before it listens is kept.
let dialogListening = false;
let contactRequested = false;

export function openContactDialog(): void {
  if (!dialogListening) contactRequested = true;
  window.dispatchEvent(new Event(OPEN_CONTACT_EVENT));
}

/**
 * The dialog calls this once it listens to the event (an effect): true when it was asked for
 * before. The returned function is called when it stops listening.
 */
export function listenForContactRequests(): { requested: boolean; stop: () => void } {
  dialogListening = true;
  const requested = contactRequested;
  contactRequested = false;
  return {
    requested,
    stop: () => {
      dialogListening = false;
    },
  };
}
