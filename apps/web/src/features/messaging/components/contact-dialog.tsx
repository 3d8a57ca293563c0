import { lazy, Suspense, useEffect, useState } from 'react';
import { CONTACT_CONFIRMATION_MS, messagingTexts } from '@bonneroute/shared/messaging';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { listenForContactRequests, OPEN_CONTACT_EVENT } from '@/lib/contact-dialog';

/**
 * The form and its zod schemas load when the dialog opens, not with every page (they
 * weighed 27 KB gzip of script to run right after start-up, on phones too).
 */
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

/**
 * docs/product/messaging.md dialogs "contact" and "contact confirmation": opened by the footer's "Nous contacter"
 * and the help bot; the confirmation shows 4 s (docs/product/messaging.md) then the dialog closes.
 */
export function ContactDialog() {
  const [state, setState] = useState<'closed' | 'form' | 'sent'>('closed');

  useEffect(() => {
    const show = () => setState('form');
    window.addEventListener(OPEN_CONTACT_EVENT, show);
    // A click on « Nous contacter » before this chunk listened opens the dialog now.
    const listening = listenForContactRequests();
    if (listening.requested) show();
    return () => {
      listening.stop();
      window.removeEventListener(OPEN_CONTACT_EVENT, show);
    };
  }, []);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = window.setTimeout(() => setState('closed'), CONTACT_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <Dialog open={state !== 'closed'} onClose={() => setState('closed')} title="Nous contacter">
      {state === 'sent' ? (
        <Notice tone="success">{messagingTexts.contactSent}</Notice>
      ) : (
        <>
          <p>Une question, une suggestion ? Écrivez-nous, nous répondons sous 48 h ouvrées.</p>
          <Suspense fallback={<Spinner />}>
            <ContactForm onSent={() => setState('sent')} />
          </Suspense>
        </>
      )}
    </Dialog>
  );
}
