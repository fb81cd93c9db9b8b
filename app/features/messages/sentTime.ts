import { LOCALES, isLanguage, DEFAULT_LANGUAGE } from '../../../i18n/instance';

/** A message's time as the bank's customers read it, in Helsinki: `27.11.2026 klo 9.05`. */
export function formatSentTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE], {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(iso));
}
