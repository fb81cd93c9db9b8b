import { readMessageCode } from '../domain/errors/message';
import { createI18n, type Language } from '../i18n';
import { renderText } from '../i18n/render';

const catalogue = createI18n();

/**
 * The words a message code stands for, in the language a story runs in (Finnish unless the
 * story says otherwise): what the play functions expect the kit to show for the rules' codes.
 */
export function textOf(code: string, language: Language = 'fi'): string {
  const message = readMessageCode(code);
  if (!message) throw new Error(`Not a message code: ${code}`);
  return renderText(catalogue, message, language);
}
