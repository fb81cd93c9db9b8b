import type { AccountType } from '../../domain/catalogue/enumerations';

/** The page of an account: term deposits have their own page (spec §2). */
export function accountHref(account: { Id: string; Type: AccountType }): string {
  return account.Type === 'TermDeposit' || account.Type === 'ExternalTermDeposit'
    ? `/bank/accounts/deposit/${account.Id}`
    : `/bank/accounts/${account.Id}?accountType=${account.Type}`;
}
