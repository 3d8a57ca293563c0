import { lazy, Suspense } from 'react';
import { HelpLauncher } from '../help-chat/help-launcher';

// The help chat and the contact dialog (and the zod schemas of their forms) are not
// part of the start-up JavaScript; their chunk loads right after the page has rendered.
const Overlays = lazy(() => import('./messaging-overlays-content'));

/** What the messaging feature adds to every page of the shell: help chat and contact dialog. */
export function MessagingOverlays() {
  return (
    <>
      <HelpLauncher />
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </>
  );
}
