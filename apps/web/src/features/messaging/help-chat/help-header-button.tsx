import { useEffect } from 'react';
import { CircleHelp } from 'lucide-react';
import { closeHelpChat, openHelpBot, useHelpChatOpen } from '@/lib/help-chat';
import { takeHash, useHydrated } from '@/lib/use-hydrated';
import styles from './help-chat.module.css';

/**
 * The help chat's launcher in the site header, for phones and narrow screens: in
 * the header bar it can never cover the page's buttons, links or fields, as a floating button
 * would. Wide screens have the floating one, in the margin beside the page.
 * A disclosure button (aria-expanded), so it also closes the chat it opened.
 */
export function HelpHeaderButton() {
  const open = useHelpChatOpen();
  // Before hydration « Aide » is a link; its click, kept in the address, opens the chat
  // as soon as the page is live.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && takeHash(HELP_HASH)) openHelpBot();
  }, [hydrated]);
  if (!hydrated)
    return (
      <a href={HELP_HASH} className={styles.headerLauncher} aria-label="Besoin d’aide ?">
        <CircleHelp aria-hidden="true" size={22} />
        <span className={styles.headerLauncherText}>Aide</span>
      </a>
    );
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
/** The floating help button's id: focus comes back to it when the chat closes. */
export const HELP_LAUNCHER_ID = 'bouton-aide';
/** Before hydration the help buttons are links to this hash (see takeHash). */
export const HELP_HASH = '#aide';
