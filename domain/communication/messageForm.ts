import { z } from 'zod';
import { code } from '../errors/message';

/**
 * A message to the bank: its subject and its text, as the new-message and reply forms check them
 * and as the bank checks them again. The spec gives no limits: a subject fits one line of the
 * inbox (100 characters) and a text one screen of a letter (2 000), as Finnish banks' inboxes do.
 */
export const SUBJECT_MAX_LENGTH = 100;
export const BODY_MAX_LENGTH = 2000;

/** The codes of the forms' messages, one for each field and fault. */
export const MESSAGE_FORM_ERRORS = {
  subjectRequired: code('messages.validation.subjectRequired'),
  subjectTooLong: code('messages.validation.subjectTooLong', { max: SUBJECT_MAX_LENGTH }),
  subjectOneLine: code('messages.validation.subjectOneLine'),
  bodyRequired: code('messages.validation.bodyRequired'),
  bodyTooLong: code('messages.validation.bodyTooLong', { max: BODY_MAX_LENGTH }),
  bodyPlainText: code('messages.validation.bodyPlainText'),
} as const;

// The database refuses NUL and other control characters would show as garbage; a text keeps its
// line breaks and tabs, a subject is one line.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

/** Whether a message's text has only characters a letter may hold (line breaks and tabs too). */
export const isMessageText = (value: string): boolean => !CONTROL_IN_TEXT.test(value);

/** Whether a subject is one line of plain characters. */
export const isSubjectLine = (value: string): boolean => !CONTROL_IN_LINE.test(value);

/** A subject: required, one line, at most 100 characters once the spaces around it are gone. */
export const messageSubject = z
  .string({ error: MESSAGE_FORM_ERRORS.subjectRequired })
  .trim()
  .min(1, { error: MESSAGE_FORM_ERRORS.subjectRequired })
  .max(SUBJECT_MAX_LENGTH, { error: MESSAGE_FORM_ERRORS.subjectTooLong })
  .refine(isSubjectLine, { error: MESSAGE_FORM_ERRORS.subjectOneLine });

/** A message's text: required, at most 2 000 characters, line breaks kept. */
export const messageBody = z
  .string({ error: MESSAGE_FORM_ERRORS.bodyRequired })
  .trim()
  .min(1, { error: MESSAGE_FORM_ERRORS.bodyRequired })
  .max(BODY_MAX_LENGTH, { error: MESSAGE_FORM_ERRORS.bodyTooLong })
  .refine(isMessageText, { error: MESSAGE_FORM_ERRORS.bodyPlainText });

/** The new-message form: a subject and the first message of the thread. */
export const newMessageSchema = z.object({ Subject: messageSubject, Body: messageBody });
export type NewMessageForm = z.output<typeof newMessageSchema>;

/** The reply form: the text alone, the thread keeps its subject. */
export const replySchema = z.object({ Body: messageBody });
export type ReplyForm = z.output<typeof replySchema>;
