import { plainWords } from '@bonneroute/shared/geo';
import { withinOneEdit } from '@bonneroute/shared/texts';
import type { HelpTopic } from './help-topic';
import { HELP_TOPICS } from './help-topics';

/** A question in search form: lower case, no accents, words of letters and digits. */
export function questionWords(text: string): string[] {
  return plainWords(text);
}

/** Typos are tolerated from five letters: shorter words would match too much. */
const TYPO_MIN_LENGTH = 5;

/**
 * One typed word against one keyword: 'annul*' is a stem (any word starting so), else the word
 * itself; from five letters, one typo is forgiven ("anulation", "remboursment", "paiment").
 */
export function wordMatches(word: string, keyword: string): boolean {
  if (keyword.endsWith('*')) {
    const stem = keyword.slice(0, -1);
    if (word.startsWith(stem)) return true;
    if (stem.length < TYPO_MIN_LENGTH || word.length < stem.length - 1) return false;
    for (const length of [stem.length - 1, stem.length, stem.length + 1])
      if (length <= word.length && withinOneEdit(word.slice(0, length), stem)) return true;
    return false;
  }
  if (word === keyword) return true;
  return keyword.length >= TYPO_MIN_LENGTH && withinOneEdit(word, keyword);
}

function keywordFound(words: string[], keyword: string): boolean {
  const parts = keyword.split(' ');
  for (let start = 0; start + parts.length <= words.length; start += 1)
    if (parts.every((part, offset) => wordMatches(words[start + offset]!, part))) return true;
  return false;
}

/** Below this, a question is not understood: the bot offers the contact form instead. */
export const MATCH_THRESHOLD = 2;

/** Words by which askers say who they are; « mon conducteur » is a passenger speaking. */
const ROLE_WORDS: Record<NonNullable<HelpTopic['role']>, string[]> = {
  conducteur: [
    'je suis conducteur',
    'je suis conductrice',
    'je conduis',
    'en tant que conducteur',
    'en tant que conductrice',
    'mes passagers',
    'mon passager',
    'ma passagere',
    'mon trajet publie',
    'mes gains',
    'je suis chauffeur',
  ],
  passager: [
    'je suis passager',
    'je suis passagere',
    'en tant que passager',
    'en tant que passagere',
    'mon conducteur',
    'ma conductrice',
    'ma reservation',
    'ma demande',
    'j ai reserve',
    'mes places',
  ],
};

/** A role named by the asker adds this to its topics and takes it from the other role's. */
export const ROLE_WEIGHT = 3;

/** The role the question's asker gives themselves, if exactly one. */
export function askerRole(words: string[]): HelpTopic['role'] {
  const named = (Object.keys(ROLE_WORDS) as NonNullable<HelpTopic['role']>[]).filter((role) =>
    ROLE_WORDS[role].some((phrase) => keywordFound(words, phrase)),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** The topic a question is about — the highest total weight of its keywords — if any. */
export function findHelpTopic(question: string, topics = HELP_TOPICS): HelpTopic | undefined {
  const words = questionWords(question);
  const role = askerRole(words);
  let best: HelpTopic | undefined;
  let bestScore = 0;
  for (const topic of topics) {
    let score = 0;
    for (const [keyword, weight] of Object.entries(topic.keywords))
      if (keywordFound(words, keyword)) score += weight;
    // The role only tips a question already about something; alone it is not understood.
    if (score >= MATCH_THRESHOLD && role && topic.role)
      score += topic.role === role ? ROLE_WEIGHT : -ROLE_WEIGHT;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return bestScore >= MATCH_THRESHOLD ? best : undefined;
}
