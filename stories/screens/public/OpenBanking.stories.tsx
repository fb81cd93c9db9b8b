import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CallOutput } from '../../../api/call';
import * as openBanking from '../../../api/openBanking';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const CONSENT_ID = 'c1000000-0000-4000-8000-000000000001';
const REQUEST: CallOutput<typeof openBanking.openBankingConsentInfo> = {
  ConsentId: CONSENT_ID,
  ProviderName: 'Budgetly',
  Access: ['accounts', 'balances', 'transactions'],
  Status: 'Received',
  ValidDays: 90,
};

const screen = bankScreen(`/bank/open-banking?consentId=${CONSENT_ID}`, () =>
  createFakeBank().on(openBanking.openBankingConsentInfo, REQUEST),
);

const meta = { title: 'Screens/Public/Open banking', ...screenMeta } satisfies Meta;
export default meta;

/** A provider asks for the customer's account data: the bank says who asks for what. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Budgetly pyytää pääsyä tilitietoihisi',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  },
});
export const Expired = screen.state({
  bank: (fake) => fake.on(openBanking.openBankingConsentInfo, { ...REQUEST, Status: 'Expired' }),
});
export const Loading = screen.loading(openBanking.openBankingConsentInfo);
export const Failed = screen.failed(openBanking.openBankingConsentInfo);
