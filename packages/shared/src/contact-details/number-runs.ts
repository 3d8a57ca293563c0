/**
 * Numbers written in a message, digits or French words mixed (« zéro six douze 34 »): each run
 * of numeric tokens separated only by spaces, dots, dashes, commas, slashes or brackets, with
 * its span in the text and its digits as a phone would be dictated (« douze » → « 12 »).
 */
export interface NumberRun {
  start: number;
  end: number;
  digits: string;
  /** The run began with « + » (an international prefix). */
  plus: boolean;
  /** At least one token was a word: a dictated number. */
  words: boolean;
}

const UNITS: Record<string, number> = {
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
};
const TEENS: Record<string, number> = {
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
};
// Belgian and Swiss septante, huitante / octante, nonante too.
const TENS: Record<string, number> = {
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
};

const stripAccents = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function isNumberWord(word: string): boolean {
  return word in UNITS || word in TEENS || word in TENS;
}

/** Groups of a dictated number: « soixante-dix-huit » one group 78, « zéro » always its own. */
function wordsToDigits(tokens: string[]): string {
  const groups: string[] = [];
  let current: number | null = null;
  const flush = () => {
    if (current !== null) groups.push(String(current));
    current = null;
  };
  for (const token of tokens) {
    if (/^\d+$/.test(token)) {
      flush();
      groups.push(token);
    } else if (token in UNITS) {
      const unit = UNITS[token]!;
      // « trente-quatre », « vingt et un », « dix-sept », « soixante-dix-huit ».
      const joins =
        unit > 0 && current !== null && current % 10 === 0 && (current >= 20 || unit >= 7);
      if (joins) {
        current = current! + unit;
        flush();
      } else {
        flush();
        current = unit;
        if (unit === 0) flush();
      }
    } else if (token in TEENS) {
      const teen = TEENS[token]!;
      if (current === 60 || current === 80) current += teen;
      else {
        flush();
        current = teen;
      }
      if (teen !== 10) flush();
    } else if (token in TENS) {
      const tens = TENS[token]!;
      if (tens === 20 && current === 4) current = 80;
      else {
        flush();
        current = tens;
      }
    }
  }
  flush();
  return groups.join('');
}

const TOKEN = /\d+|[A-Za-zÀ-ÖØ-öø-ÿ]+/g;
const GAP = /^[\s.\-‐‑–,/()]{0,3}$/;

export function findNumberRuns(text: string): NumberRun[] {
  const runs: NumberRun[] = [];
  let tokens: { value: string; start: number; end: number; word: boolean }[] = [];
  const close = () => {
    // « et » joins number words (« vingt et un ») but neither starts nor ends a run.
    while (tokens.length && tokens[tokens.length - 1]!.value === 'et') tokens.pop();
    if (tokens.length) {
      const start = tokens[0]!.start;
      const plus = /\+\s?$/.test(text.slice(Math.max(0, start - 2), start));
      runs.push({
        start: plus ? text.lastIndexOf('+', start) : start,
        end: tokens[tokens.length - 1]!.end,
        digits: wordsToDigits(tokens.map((token) => token.value)),
        plus,
        words: tokens.some((token) => token.word),
      });
    }
    tokens = [];
  };
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const isDigits = /^\d/.test(raw);
    const value = isDigits ? raw : stripAccents(raw);
    const numeric = isDigits || isNumberWord(value) || (value === 'et' && tokens.length > 0);
    const previous = tokens[tokens.length - 1];
    if (!numeric) {
      close();
      continue;
    }
    if (previous && !GAP.test(text.slice(previous.end, start))) close();
    tokens.push({ value, start, end: start + raw.length, word: !isDigits });
  }
  close();
  return runs;
}
