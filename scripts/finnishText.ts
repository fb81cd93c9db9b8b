import { en } from '../i18n/en';
import { fi } from '../i18n/fi';
import { sv } from '../i18n/sv';

function textsOf(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue];
  return Object.values(catalogue as Record<string, unknown>).flatMap(textsOf);
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

const otherLanguages = new Set([...textsOf(en), ...textsOf(sv)].flatMap(wordsOf));

/**
 * The words of the Finnish catalogue that neither the Swedish nor the English one uses ('tili',
 * 'maksu', 'ei', 'voi'…): a bank's Finnish, learnt from the bank's own texts. Words of two
 * letters and more, so that a stray letter says nothing.
 */
const FINNISH_WORDS = new Set(
  textsOf(fi)
    .flatMap(wordsOf)
    .filter((word) => word.length > 1 && !otherLanguages.has(word)),
);

/** Finnish company forms: a text with one is a company's name (`Virta Sähkö Oy`), not a sentence. */
const COMPANY_FORMS = new Set(['oy', 'oyj', 'ab', 'ky', 'tmi', 'ry']);

const isFinnishWord = (word: string) =>
  /[åäö]/i.test(word) ||
  word
    .toLowerCase()
    .split(/[-']/)
    .some((part) => FINNISH_WORDS.has(part));

/**
 * Whether a text written in the code is Finnish words a customer would read. The test, and the
 * false positives it must let pass:
 * - interpolations (`{{name}}`, `${…}`), markup (`<p>`) and addresses (`/bank/login`) are not
 *   words; what is left is split into words of letters;
 * - a word is Finnish when it has å, ä or ö or is one of the catalogue's Finnish-only words;
 * - identifiers are not words: keys (`payments.rules.invalidIban`, `verkkopankki.language`),
 *   names in code (`kyc_expired`, `termDeposit`) and codes in capitals (`SE`, `FI`);
 * - one word alone counts only when it starts with a capital (a label: 'Korko', 'Säästötili');
 * - two words or more count when at least half are Finnish, so that an English sentence naming
 *   a Finnish thing passes ('Opens a payment account (Kuluton käyttötili).', 'No henkilötunnus
 *   for a birth date of …');
 * - a company's name with its legal form passes ('Kiinteistö Oy Vallilan Helmi').
 */
/** A key or a name in code: dotted (`payments.rules.invalidIban`) or joined (`kyc_expired`, `termDeposit`). */
const IDENTIFIER = /^[\p{L}_$][\p{L}\d_$]*([._][\p{L}\d_$-]+)+$|^\p{Ll}+\p{Lu}[\p{L}\d]*$/u;

export function isFinnishText(text: string): boolean {
  if (IDENTIFIER.test(text.trim())) return false;
  const prose = text
    .replace(/\{\{[^}]*\}\}|\{\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/(^|\s)\/\S*/g, ' ');
  const words = prose.match(/\p{L}+(?:[-'’]\p{L}+)*/gu) ?? [];
  if (words.length === 0) return false;
  if (words.length === 1) {
    const [word] = words as [string];
    return /^\p{L}\p{Ll}{2,}$/u.test(word) && isFinnishWord(word);
  }
  if (words.some((word) => COMPANY_FORMS.has(word.toLowerCase()))) return false;
  const finnish = words.filter(isFinnishWord).length;
  return finnish > 0 && finnish * 2 >= words.length;
}
