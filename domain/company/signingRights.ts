/**
 * Who may sign for a company, as the trade register records it: alone, two representatives
 * together, the board as a body, or not at all (a deputy member, an auditor).
 */
export const SIGNING_RIGHTS = ['Alone', 'TwoTogether', 'Board', 'None'] as const;
export type SigningRight = (typeof SIGNING_RIGHTS)[number];

/**
 * Only a representative with a signing right makes the company a customer. Spec leaves joint
 * signing open: one who signs together with others may start the relationship, as the bank's
 * due diligence, not the account agreement, is what the onboarding completes.
 */
export const maySignForCompany = (right: SigningRight): boolean => right !== 'None';

/** A representative as the company's signing rule counts them. */
export interface Signatory {
  personalId: string;
  signingRight: SigningRight;
}

/**
 * Whether the signatures given bind the company, by the register's signing rights: one who
 * signs alone; two who sign together (one who signs alone counts as one of the two); or more
 * than half of the board. Signatures of people without a signing right count for nothing.
 */
export function signaturesBindCompany(
  representatives: readonly Signatory[],
  signedBy: readonly string[],
): boolean {
  const signed = representatives.filter((r) => signedBy.includes(r.personalId));
  if (signed.some((r) => r.signingRight === 'Alone')) return true;
  const together = signed.filter((r) => r.signingRight === 'TwoTogether').length;
  if (together >= 2) return true;
  const board = representatives.filter((r) => r.signingRight === 'Board');
  const boardSigned = signed.filter((r) => r.signingRight === 'Board').length;
  return board.length > 0 && boardSigned * 2 > board.length;
}

/**
 * Who is awaited: every representative with a signing right who has not signed, while the
 * signatures given do not yet bind the company; nobody once they do.
 */
export function awaitedSignatories<R extends Signatory>(
  representatives: readonly R[],
  signedBy: readonly string[],
): R[] {
  if (signaturesBindCompany(representatives, signedBy)) return [];
  return representatives.filter(
    (r) => maySignForCompany(r.signingRight) && !signedBy.includes(r.personalId),
  );
}
