import { describe, expect, it } from 'vitest';
import {
  BODY_MAX_LENGTH,
  MESSAGE_FORM_ERRORS,
  SUBJECT_MAX_LENGTH,
  newMessageSchema,
  replySchema,
} from './messageForm';

const problems = (input: unknown) => {
  const parsed = newMessageSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('a message to the bank', () => {
  it('takes a subject and a text, trimmed, keeping the text’s line breaks', () => {
    expect(
      newMessageSchema.parse({ Subject: '  Kortin tilaus ', Body: 'Hei!\n\nTilaisin kortin.\t' }),
    ).toEqual({ Subject: 'Kortin tilaus', Body: 'Hei!\n\nTilaisin kortin.' });
  });

  it('asks for both, saying which is missing', () => {
    expect(problems({ Subject: ' ', Body: '' })).toEqual({
      Subject: MESSAGE_FORM_ERRORS.subjectRequired,
      Body: MESSAGE_FORM_ERRORS.bodyRequired,
    });
    expect(problems({})).toEqual({
      Subject: MESSAGE_FORM_ERRORS.subjectRequired,
      Body: MESSAGE_FORM_ERRORS.bodyRequired,
    });
  });

  it('holds a subject to 100 characters and a text to 2 000', () => {
    expect(
      problems({ Subject: 'a'.repeat(SUBJECT_MAX_LENGTH), Body: 'b'.repeat(BODY_MAX_LENGTH) }),
    ).toEqual({});
    expect(
      problems({
        Subject: 'a'.repeat(SUBJECT_MAX_LENGTH + 1),
        Body: 'b'.repeat(BODY_MAX_LENGTH + 1),
      }),
    ).toEqual({
      Subject: MESSAGE_FORM_ERRORS.subjectTooLong,
      Body: MESSAGE_FORM_ERRORS.bodyTooLong,
    });
    expect(MESSAGE_FORM_ERRORS.subjectTooLong).toBe(
      'messages.validation.subjectTooLong|{"max":100}',
    );
  });

  it('refuses control characters, and line breaks in the subject', () => {
    expect(problems({ Subject: 'Rivi\nkaksi', Body: 'Nolla\u0000merkki' })).toEqual({
      Subject: MESSAGE_FORM_ERRORS.subjectOneLine,
      Body: MESSAGE_FORM_ERRORS.bodyPlainText,
    });
  });

  it('a reply is the text alone', () => {
    expect(replySchema.parse({ Body: ' Kiitos ' })).toEqual({ Body: 'Kiitos' });
    expect(replySchema.safeParse({ Body: 'x'.repeat(BODY_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
