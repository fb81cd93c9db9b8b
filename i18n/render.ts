import type { i18n } from 'i18next';

/** A message as rules give it: a key of the catalogue and the values its text needs. */
export interface MessageLike {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The text of a message in the instance's language (or the one given). A key the catalogue does
 * not know comes back as it is: a ready text from elsewhere, never an empty line.
 */
export function renderText(instance: i18n, message: MessageLike, language?: string): string {
  const options = { ...message.values, ...(language ? { lng: language } : {}) };
  return instance.exists(message.key, options)
    ? String(instance.t(message.key as never, options as never))
    : message.key;
}
