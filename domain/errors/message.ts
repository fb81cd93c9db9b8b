/**
 * What a rule tells the customer, without its words: a key of the i18n catalogue
 * (`payments.rules.invalidIban`, its first part the namespace) and the values the text needs.
 * The words live in i18n/, in Finnish, Swedish and English; whoever shows the message renders
 * it in the customer's language.
 */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** `namespace.path.to.text`. */
export type MessageKey = `${string}.${string}`;

/** Numbers, texts, and amounts of money in cents (rendered with the `money` format). */
export type MessageValues = Record<string, string | number>;

export function message(key: MessageKey, values?: MessageValues): Message {
  return values === undefined ? { key } : { key, values };
}

const CODE_PATTERN = /^([a-z][a-zA-Z]*(?:\.[a-zA-Z_][\w-]*)+)(?:\|(\{.*\}))?$/s;

/**
 * A message as one string, for the places that carry only a string (a zod issue, a form
 * field's error): `errors.validation.tooLong|{"max":50}`.
 */
export function messageCode({ key, values }: Message): string {
  return values === undefined ? key : `${key}|${JSON.stringify(values)}`;
}

/** The message a code stands for; null when the string is a ready text, not a code. */
export function readMessageCode(code: string): Message | null {
  const match = CODE_PATTERN.exec(code);
  if (!match) return null;
  const key = match[1] as MessageKey;
  if (match[2] === undefined) return { key };
  try {
    const values: unknown = JSON.parse(match[2]);
    return typeof values === 'object' && values !== null && !Array.isArray(values)
      ? { key, values: values as MessageValues }
      : null;
  } catch {
    return null;
  }
}

/** The code of a message key with its values: what zod schemas and refinements carry. */
export const code = (key: MessageKey, values?: MessageValues): string =>
  messageCode(message(key, values));
