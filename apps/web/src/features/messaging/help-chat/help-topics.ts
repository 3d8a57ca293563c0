import { ACCOUNT_HELP_TOPICS } from './help-topics-account';
import { BOOKING_HELP_TOPICS } from './help-topics-booking';
import { MONEY_HELP_TOPICS } from './help-topics-money';
import type { HelpTopic } from './help-topic';

/** In this order: on a tie, the topic listed first wins. */
export const HELP_TOPICS: HelpTopic[] = [
  ...BOOKING_HELP_TOPICS,
  ...MONEY_HELP_TOPICS,
  ...ACCOUNT_HELP_TOPICS,
];
