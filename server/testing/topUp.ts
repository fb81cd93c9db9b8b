import { newKey } from './money';

/** A top-up of 1 000 € over 24 months, as the increase-loan page asks for it. */
export const topUpQuote = (loanId: string) => ({
  LoanId: loanId,
  TopUpIncreaseAmount: 1000,
  InstallmentCount: 24,
});

/** The top-up application sent from that page, with terms accepted and a key of its own. */
export const topUpApplication = (loanId: string) => ({
  ...topUpQuote(loanId),
  PurposeEnum: 'Transportation',
  TermsAccepted: true,
  IdempotencyKey: newKey(),
});
