/** What other parts of the app mount (the lead wires them into trip detail and the dashboard). */
export { LastConversations } from './components/last-conversations';
export { MessagingOverlays } from './components/messaging-overlays';
export { HelpHeaderButton } from './help-chat/help-header-button';
