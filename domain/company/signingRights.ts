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
