import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as bankProducts from '../../../api/bankProducts';
import { opened, openingBank } from '../../../app/testing/openingBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const { payment } = SAMPLE_ACCOUNTS;
const OFFERS = {
  Items: [6, 12, 24].flatMap((DurationInMonths) =>
    [1_000, 10_000, 50_000].map((Amount) => ({ Amount, DurationInMonths, InterestRate: 2.2 })),
  ),
};
const DEPOSIT = {
  ...payment,
  Id: 'f1000000-0000-4000-8000-000000000002',
  Type: 'TermDeposit' as const,
  CustomName: null,
  Iban: 'FI4971900000000019',
  Balance: 1_000_00,
  IsPaymentAccount: false,
  TermDepositAmount: 1_000_00,
  TermDepositExpires: '2028-11-25',
};

const screen = bankScreen('/bank/accounts/open-term-deposit', (who) =>
  openingBank(who)
    .on(bank.accounts, [{ ...payment, Balance: 20_000_00 }])
    .on(bankProducts.termDepositCalc, OFFERS)
    .on(bankProducts.termDepositOffer, ({ Amount, DurationInMonths }) => ({
      Amount,
      DurationInMonths,
      InterestRate: 2.2,
      InterestAtMaturity: Math.round((Amount * 0.022 * DurationInMonths) / 12),
      MaturityDate: '2028-11-25',
    })),
);

const meta = { title: 'Screens/Opening/Term deposit', ...screenMeta } satisfies Meta;
export default meta;

/** The customer takes the offer, answers yes, and the deposit is open. */
export const Loaded = screen.main({
  bank: (fake) => fake.on(bankProducts.termDepositCreate, opened(DEPOSIT)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Hyväksyn ehdot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa talletus' }));
    const question = await onPage().findByRole('dialog', {
      name: 'Avataanko määräaikaistalletus?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Määräaikaistalletus on avattu' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(bankProducts.termDepositCalc);
export const Failed = screen.failed(bankProducts.termDepositCalc);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
