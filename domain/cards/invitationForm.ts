import { z } from 'zod';
import { code } from '../errors/message';

/** The code of the spec's message key 'invalidType': an e-mail that is missing or not an address. */
export const INVITATION_EMAIL_MESSAGE_KEY = code('cards.invitation.invalidType');

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
