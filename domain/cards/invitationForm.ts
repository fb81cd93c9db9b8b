import { z } from 'zod';

/** The spec's message key for an e-mail that is missing or not an address. */
export const INVITATION_EMAIL_MESSAGE_KEY = 'invalidType';

/** The Finnish text the key stands for; the schema reports the key, the screen shows this. */
export const INVITATION_MESSAGES: Readonly<Record<typeof INVITATION_EMAIL_MESSAGE_KEY, string>> = {
  invalidType: 'Syötä kelvollinen sähköpostiosoite',
};

/**
 * Resending a card-holder invitation: the address to send it to, trimmed. A missing or
 * malformed address both give 'invalidType'. Zod's e-mail rule refuses quoted local parts,
 * IP-literal domains and rare characters (/ ! %) that RFC 5322 allows; we keep it, as no
 * card holder's address needs them and mail systems often refuse them.
 */
export const invitationResendSchema = z.object({
  email: z
    .string({ error: INVITATION_EMAIL_MESSAGE_KEY })
    .trim()
    .pipe(z.email({ error: INVITATION_EMAIL_MESSAGE_KEY })),
});

export type InvitationResendForm = z.output<typeof invitationResendSchema>;

/** The Finnish text for a message the schema reports; an unknown key is shown as it is. */
export function invitationMessage(key: string): string {
  return key === INVITATION_EMAIL_MESSAGE_KEY ? INVITATION_MESSAGES.invalidType : key;
}
