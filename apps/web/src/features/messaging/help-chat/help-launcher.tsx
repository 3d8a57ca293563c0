import { CircleHelp } from 'lucide-react';
import { openHelpBot, useHelpChatOpen } from '@/lib/help-chat';
import { useHydrated } from '@/lib/use-hydrated';
import { HELP_HASH, HELP_LAUNCHER_ID } from './help-header-button';
import styles from './help-chat.module.css';

/**
 * The floating help button of wide screens, part of the start-up code like the
 * header's: the chat itself loads after the page. While the button came with the chat's chunk,
 * the server's button was on screen but dead until that chunk arrived, and a click then was lost;
 * now the click is kept until the chat listens (openHelpBot). Before hydration it is a link, as
 * the header's « Aide » (its click, kept in the address, opens the chat once the page is live).
 */
export function HelpLauncher() {
  const open = useHelpChatOpen();
  const hydrated = useHydrated();
  if (open) return null;
  const content = (
    <>
      <CircleHelp aria-hidden="true" size={28} />
      <span className="visually-hidden">Besoin d’aide ?</span>
    </>
  );
  if (!hydrated)
    return (
      <a href={HELP_HASH} className={styles.launcher} title="Besoin d’aide ?">
        {content}
      </a>
    );
  return (
    <button
      type="button"
      id={HELP_LAUNCHER_ID}
      className={styles.launcher}
      aria-expanded="false"
      title="Besoin d’aide ?"
      onClick={openHelpBot}
    >
      {content}
    </button>
  );
}
