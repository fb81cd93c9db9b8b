import { readMessageCode, type Message } from '../domain/errors/message';
import { createI18n, DEFAULT_LANGUAGE, type Language } from '../i18n';
import { renderText } from '../i18n/render';

const catalogue = createI18n(DEFAULT_LANGUAGE);

/**
 * The bank's words for a message in the customer's language (Finnish unless the request says
 * otherwise): the spec's Finnish messages verbatim, the same catalogue as the web bank's.
 */
export function textOf(message: Message | string, language: Language = DEFAULT_LANGUAGE): string {
  const parsed = typeof message === 'string' ? (readMessageCode(message) ?? message) : message;
  return typeof parsed === 'string' ? parsed : renderText(catalogue, parsed, language);
}
