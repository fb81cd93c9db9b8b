import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readMessageCode } from '../../domain/errors/message';
import { renderText } from '../../i18n/render';

/**
 * Renders what rules, schemas and the bank say in the customer's language: a message code
 * (`payments.payee.invalidIban`, with its values) becomes its text; a ready text stays as it is.
 */
export function useMessageText(): (text: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (text: string) => {
      const message = readMessageCode(text);
      return message ? renderText(i18n, message, language) : text;
    },
    [i18n, language],
  );
}
