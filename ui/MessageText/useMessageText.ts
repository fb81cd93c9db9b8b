import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readMessageCode } from '../../domain/errors/message';
import { renderText } from '../../i18n/render';

/**
 * Renders what rules, schemas and the bank say in the customer's language: a message code
 * (`payments.rules.invalidIban`, with its values) becomes its text; a ready text stays as it is.
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

/**
 * The same for code that already holds a `t` (a builder of list items): a message code becomes
 * its text in `t`'s language; a ready text, or a code the catalogue lacks, stays as it is.
 */
export function messageTextWith(t: TFunction): (text: string) => string {
  const translate = t as unknown as (key: string, options: object) => string;
  return (text) => {
    const message = readMessageCode(text);
    return message
      ? translate(message.key, { ...message.values, defaultValue: message.key })
      : text;
  };
}
