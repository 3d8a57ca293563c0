import { useEffect, useState } from 'react';
import { OPEN_CONTACT_EVENT } from '@/lib/contact-dialog';
import { Dialog } from '../ui/dialog';

/**
 * Opens on the footer's "Nous contacter". The messaging feature (issue 8) replaces the body
 * with the contact form; until then it gives the team's address.
 */
export function ContactDialogHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CONTACT_EVENT, show);
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, show);
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Nous contacter">
      <p>
        Une question, une suggestion ? Écrivez-nous à{' '}
        <a href="mailto:bonjour@bonneroute.fr">bonjour@bonneroute.fr</a>, nous répondons sous 48 h
        ouvrées.
      </p>
    </Dialog>
  );
}
