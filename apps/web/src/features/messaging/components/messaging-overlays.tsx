import { lazy, Suspense, useEffect, useState } from 'react';

// Issue 23: the help chat and the contact dialog (and the zod schemas of their forms) are not
// part of the start-up JavaScript; their chunk loads right after the page has rendered.
const Overlays = lazy(() => import('./messaging-overlays-content'));

/**
 * What the messaging feature adds to every page of the shell: help chat and contact dialog.
 * Mounted after hydration, never in the server's HTML: a server-rendered boundary still waiting
 * for this chunk would hold back every router transition until it hydrated (a click on a link
 * in the meantime showed no « Chargement de la page… »). A click on « Aide » or « Nous
 * contacter » before the chunk listens is kept (lib/help-chat.ts, lib/contact-dialog.ts).
 */
export function MessagingOverlays() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
