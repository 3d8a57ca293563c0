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

/** The topic a question is about — the highest total weight of its keywords — if any. */
export function findHelpTopic(question: string, topics = HELP_TOPICS): HelpTopic | undefined {
  const words = questionWords(question);
  let best: HelpTopic | undefined;
  let bestScore = 0;
  for (const topic of topics) {
    let score = 0;
    for (const [keyword, weight] of Object.entries(topic.keywords))
      if (keywordFound(words, keyword)) score += weight;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return bestScore >= MATCH_THRESHOLD ? best : undefined;
}
