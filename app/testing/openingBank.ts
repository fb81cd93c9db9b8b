import * as bank from '../../api/bank';
import type { BankAccount } from '../../api/bank';
import type { CallOutput } from '../../api/call';
import type { sepaAccount } from '../../api/bankAccounts';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';
import { recordingFunnel } from './funnelBank';
import { SAMPLE_ACCOUNTS } from './sampleAccounts';

/** The bank's answer once it has opened an account: the account with its page's details. */
export function opened(account: BankAccount): CallOutput<typeof sepaAccount> {
  return {
    ...account,
    OwnerName: 'Aino Virtanen',
    Bic: 'SANDFIHH',
    OpenedAt: '2026-11-25',
    CreditLimit: 0,
    FreeWithdrawalsLeft: null,
  };
}

export const NEW_ACCOUNT: BankAccount = {
  ...SAMPLE_ACCOUNTS.payment,
  Id: 'f1000000-0000-4000-8000-000000000001',
  CustomName: 'Puskuri',
  Iban: 'FI4971900000000019',
  Balance: 0,
};

/** A customer with a payment and a savings account, and the bank's configuration. */
export function openingBank(who: TestCustomer = 'person') {
  const accounts = [SAMPLE_ACCOUNTS.payment, SAMPLE_ACCOUNTS.savings];
  return recordingFunnel(loggedInAs(createFakeBank(), who))
    .on(bank.accounts, accounts)
    .on(bank.companyAccounts, accounts)
    .on(bank.getConfig, {
      Brand: 'green',
      Rates: {
        TermDeposit: 2.2,
        Savings: 1.5,
        CorporateSavings: 1.25,
        PartnerCorporateSavings: 1.25,
      },
      CountryIdentifiers: { FI: 'fi', DK: 'dk', SE: 'se', PL: 'pl', null: 'none' },
      IdleTimeoutSeconds: 300,
    });
}

/** Term deposit offers for 1 000, 10 000 and 50 000 € over 6, 12 and 24 months, all at 2,2 %. */
export const TERM_DEPOSIT_OFFERS = {
  Items: [6, 12, 24].flatMap((months) =>
    [1_000, 10_000, 50_000].map((Amount) => ({
      Amount,
      DurationInMonths: months,
      InterestRate: 2.2,
    })),
  ),
};

/** The bank's quote for an amount (cents) and a term, at 2,2 %. */
export const quotedOffer = ({
  Amount,
  DurationInMonths,
}: {
  Amount: number;
  DurationInMonths: number;
}) => ({
  Amount,
  DurationInMonths,
  InterestRate: 2.2,
  InterestAtMaturity: Math.round((Amount * 0.022 * DurationInMonths) / 12),
  MaturityDate: '2028-11-25',
});
