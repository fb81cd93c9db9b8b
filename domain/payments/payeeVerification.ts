/**
 * Verification of payee (the EU Instant Payments Regulation 2024/886, art. 5c): the name the
 * customer gave is compared with the account holder's name the payee's bank knows.
 */
import { code } from '../errors/message';

export const PAYEE_VERIFICATION_RESULTS = [
  'Match',
  'CloseMatch',
  'NoMatch',
  'NotPossible',
] as const;
export type PayeeVerificationResult = (typeof PAYEE_VERIFICATION_RESULTS)[number];

const verificationTexts = (result: PayeeVerificationResult) => ({
  title: code(`payments.payeeVerification.${result}.title`),
  text: code(`payments.payeeVerification.${result}.text`),
});

/** The codes of what the customer is told for each result before deciding whether to go on. */
export const PAYEE_VERIFICATION_TEXTS: Record<
  PayeeVerificationResult,
  { title: string; text: string }
> = {
  Match: verificationTexts('Match'),
  CloseMatch: verificationTexts('CloseMatch'),
  NoMatch: verificationTexts('NoMatch'),
  NotPossible: verificationTexts('NotPossible'),
};

const LEGAL_FORMS = /\b(oy|oyj|ab|ky|tmi|ry|ltd|gmbh|as|aps|inc|llc|sa|ab\s*oy)\b\.?/g;

// Letters that Unicode does not decompose into a base letter and an accent, so that dropping
// accents alone would cut them out of the name (Bjørn → "bj rn", Łukasz → "ukasz").
const PLAIN_FORMS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** The name's words in the order given: lower case, no accents, no punctuation or legal forms. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => PLAIN_FORMS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Case, accents, punctuation, legal forms and word order do not make two names differ. */
export function normalisePayeeName(name: string): string {
  return nameWords(name).sort().join(' ');
}

/** Levenshtein distance: how many single-character edits turn one name into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The fewest edits between two names, words matched to words in whichever order fits best: a
 * typo costs the same in the first word as in the last, and in either order of the names. A word
 * without a partner costs its letters and a space.
 */
function wordDistance(a: readonly string[], b: readonly string[]): number {
  if (a.length > b.length) return wordDistance(b, a);
  // Names of many words are compared as written (the search below grows with the factorial).
  if (b.length > 6) return editDistance(a.join(' '), b.join(' '));
  const used = b.map(() => false);
  let best = Infinity;
  const visit = (i: number, cost: number) => {
    if (cost >= best) return;
    if (i === a.length) {
      best = b.reduce((total, word, j) => (used[j] ? total : total + word.length + 1), cost);
      return;
    }
    for (let j = 0; j < b.length; j++) {
      if (used[j]) continue;
      used[j] = true;
      visit(i + 1, cost + editDistance(a[i]!, b[j]!));
      used[j] = false;
    }
  };
  visit(0, 0);
  return best;
}

/**
 * Match when the names are the same after normalisation; close match when they differ by a
 * typo or two (at most 20 % of the longer name) or one is the other without a middle name.
 */
export function compareNames(
  given: string,
  holder: string,
): Exclude<PayeeVerificationResult, 'NotPossible'> {
  const givenWords = nameWords(given);
  const holderWords = nameWords(holder);
  const a = [...givenWords].sort().join(' ');
  const b = [...holderWords].sort().join(' ');
  if (a === '' || b === '') return 'NoMatch';
  if (a === b) return 'Match';
  // As written too: a missing space ("Virtasähkö") is one edit there, but not word by word.
  const distance = Math.min(
    wordDistance(givenWords, holderWords),
    editDistance(givenWords.join(' '), holderWords.join(' ')),
  );
  if (distance <= Math.max(1, Math.floor(Math.max(a.length, b.length) * 0.2))) return 'CloseMatch';
  const wordsA = new Set(a.split(' '));
  const wordsB = b.split(' ');
  const shared = wordsB.filter((word) => wordsA.has(word)).length;
  return shared >= 2 && shared >= Math.min(wordsA.size, wordsB.length) ? 'CloseMatch' : 'NoMatch';
}
