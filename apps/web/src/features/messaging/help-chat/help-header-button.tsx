import { CircleHelp } from 'lucide-react';
import { closeHelpChat, openHelpBot, useHelpChatOpen } from '@/lib/help-chat';
import styles from './help-chat.module.css';

/**
 * The help chat's launcher in the site header, for phones and narrow screens (issue 21 §5): in
 * the header bar it can never cover the page's buttons, links or fields, as a floating button
 * would. Wide screens have the floating one, in the margin beside the page.
 * Issue 23: a disclosure button (aria-expanded), so it also closes the chat it opened.
 */
export function HelpHeaderButton() {
  const open = useHelpChatOpen();
  return (
    <button
      type="button"
      className={styles.headerLauncher}
      aria-label="Besoin d’aide ?"
      aria-expanded={open}
      aria-controls={open ? HELP_CHAT_ID : undefined}
      onClick={open ? closeHelpChat : openHelpBot}
    >
      <CircleHelp aria-hidden="true" size={22} />
      <span className={styles.headerLauncherText}>Aide</span>
    </button>
  );
}

export const HELP_CHAT_ID = 'chat-aide';
