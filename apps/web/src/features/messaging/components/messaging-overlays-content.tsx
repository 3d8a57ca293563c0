import { HelpChat } from '../help-chat/help-chat';
import { ContactDialog } from './contact-dialog';

/** The overlays' lazily loaded chunk (see messaging-overlays.tsx). */
export default function MessagingOverlaysContent() {
  return (
    <>
      <HelpChat />
      <ContactDialog />
    </>
  );
}
