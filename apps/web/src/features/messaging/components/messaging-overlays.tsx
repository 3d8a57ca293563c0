import { HelpChat } from '../help-chat/help-chat';
import { ContactDialog } from './contact-dialog';

/** What the messaging feature adds to every page of the shell: help chat and contact dialog. */
export function MessagingOverlays() {
  return (
    <>
      <HelpChat />
      <ContactDialog />
    </>
  );
}
