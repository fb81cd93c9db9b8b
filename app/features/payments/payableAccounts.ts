import type { BankAccount } from '../../../api/bank';

/** A payment leaves from one of the bank's own payment accounts ('Uusi maksu' lives on them). */
export function isPayableAccount(account: BankAccount): boolean {
  return (
    account.Type === 'BankAccount' &&
    account.IsPaymentAccount &&
    !account.IsInvestmentPartnerAccount
  );
}
