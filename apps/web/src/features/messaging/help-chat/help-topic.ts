/**
 * What the help bot knows: the questions people ask most on a carpooling site, answered with
 * BonneRoute's real rules (CGU: 2 € fee per seat, refund policy, manual acceptance within 24 h,
 * payout to the IBAN once an identity document is verified).
 *
 * Keywords are in search form (lower case, no accents): 'annul*' matches any word starting so,
 * 'mot de passe' a phrase; each carries a weight, and the topic with the highest total wins
 * (the first listed on a tie). help-bot-matching.ts tolerates accents and typos.
 */
export interface HelpTopic {
  id: string;
  keywords: Record<string, number>;
  /** One to three bubbles. */
  answer: string[];
  link?: { label: string; to: string };
  /**
   * Whose question this is. A question that names its asker's role (« je suis conducteur »,
   * « en tant que passager ») leans to that role's topics and away from the other's: « quand
   * vais-je recevoir l'argent ? » is a payout for a driver and a refund for a passenger.
   */
  role?: 'conducteur' | 'passager';
}
