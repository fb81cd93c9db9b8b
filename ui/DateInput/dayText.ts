import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { localeOf } from '../../i18n/instance';

/**
 * A day as each language writes it in Finland, whatever the browser's language: the bank's
 * locales (fi-FI, sv-FI, en-FI) as Intl writes them, so `5.11.2026` in Finnish and Swedish and
 * `05/11/2026` in English, the same order as the dates in the bank's texts.
 */
const writers = new Map<string, Intl.DateTimeFormat>();

function writerOf(language: string): Intl.DateTimeFormat {
  const locale = localeOf(language);
  let writer = writers.get(locale);
  if (!writer) {
    writer = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' });
    writers.set(locale, writer);
  }
  return writer;
}

/** The order in which the language writes day, month and year. */
function orderOf(language: string): ('day' | 'month' | 'year')[] {
  return writerOf(language)
    .formatToParts(new Date(2000, 0, 1))
    .flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
}

/** A `YYYY-MM-DD` day as the language writes it; anything else (a text as typed) unchanged. */
export function formatDay(value: string, language: string): string {
  const day = parseIsoDate(value);
  return day ? writerOf(language).format(day) : value;
}

// Three numbers with dots, slashes, hyphens or spaces between them: `5.11.2026`, `05/11/26`.
const WRITTEN_DAY = /^(\d{1,4})\s*[./\s-]\s*(\d{1,2})\s*[./\s-]\s*(\d{1,4})$/;

/**
 * What a typed text means: the `YYYY-MM-DD` day when it is one in the language's order (a
 * two-digit year is of this century) or in `YYYY-MM-DD` itself, the text as typed otherwise, so
 * that the form's rule names what is wrong and nothing typed is lost.
 */
export function parseDay(text: string, language: string): string {
  const typed = text.trim();
  if (parseIsoDate(typed)) return typed;
  const numbers = WRITTEN_DAY.exec(typed)?.slice(1);
  if (!numbers) return text;
  const order = orderOf(language);
  const part = (type: 'day' | 'month' | 'year') => numbers[order.indexOf(type)] ?? '';
  const year = part('year');
  const fullYear = year.length === 2 ? `20${year}` : year;
  if (fullYear.length !== 4) return text;
  const iso = `${fullYear}-${part('month').padStart(2, '0')}-${part('day').padStart(2, '0')}`;
  const day = parseIsoDate(iso);
  return day ? toIsoDate(day) : text;
}
