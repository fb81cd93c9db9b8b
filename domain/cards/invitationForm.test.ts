import { describe, expect, it } from 'vitest';
import { INVITATION_EMAIL_MESSAGE_KEY, invitationResendSchema } from './invitationForm';

function message(email: unknown): string | undefined {
  return invitationResendSchema.safeParse({ email }).error?.issues[0]?.message;
}

describe('invitationResendSchema', () => {
  // The valid examples of Wikipedia's "Email address" article that a bank can deliver to.
  it('accepts the ordinary valid addresses of Wikipedia\'s "Email address" examples', () => {
    for (const email of [
      'simple@example.com',
      'very.common@example.com',
      'FirstName.LastName@EasierReading.org',
      'x@example.com',
      'long.email-address-with-hyphens@and.subdomains.example.com',
      'user.name+tag+sorting@example.com',
      'example@s.example',
      'user-@example.org',
    ]) {
      expect(invitationResendSchema.parse({ email }), email).toEqual({ email });
    }
  });

  // Valid by RFC 5322 and listed as valid by the same article, but no card holder has them.
  it('refuses the exotic valid forms: quoted parts, IP literals, / ! % in the local part', () => {
    for (const email of [
      '" "@example.org',
      '"john..doe"@example.org',
      'postmaster@[123.123.123.123]',
      'name/surname@example.com',
      'mailhost!username@example.org',
      'user%example.com@example.org',
    ]) {
      expect(message(email), email).toBe(INVITATION_EMAIL_MESSAGE_KEY);
    }
  });

  // The invalid examples of the same article.
  it('refuses the invalid addresses of Wikipedia\'s "Email address" examples', () => {
    for (const email of [
      'abc.example.com',
      'a@b@c@example.com',
      'a"b(c)d,e:f;g<h>i[j\\k]l@example.com',
      'just"not"right@example.com',
      'this is"not\\allowed@example.com',
      'this\\ still\\"not\\\\allowed@example.com',
      'i.like.underscores@but_they_are_not_allowed_in_this_part',
    ]) {
      expect(message(email), email).toBe(INVITATION_EMAIL_MESSAGE_KEY);
    }
  });

  it('trims the address before checking and sending it', () => {
    expect(invitationResendSchema.parse({ email: '  matti.meikalainen@yritys.fi ' })).toEqual({
      email: 'matti.meikalainen@yritys.fi',
    });
  });

  it("requires an address, with the same message key 'invalidType'", () => {
    expect(message('')).toBe(INVITATION_EMAIL_MESSAGE_KEY);
    expect(message('   ')).toBe(INVITATION_EMAIL_MESSAGE_KEY);
    expect(message(undefined)).toBe(INVITATION_EMAIL_MESSAGE_KEY);
  });

  it('refuses a domain without a top-level part', () => {
    expect(message('admin@mailserver1')).toBe(INVITATION_EMAIL_MESSAGE_KEY);
  });
});
