import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as application from '../../../api/companyLoanApplication';
import { BROKER_APPLICATION_ID, confirmingCompanyBank } from '../../../app/testing/brokerBank';
import { WAITING_APPLICATION } from '../../../app/testing/companyLoanBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen(
  `/bank/broker-confirmation/${BROKER_APPLICATION_ID}`,
  confirmingCompanyBank,
);

const meta = { title: 'Screens/Broker/Confirmation', ...screenMeta } satisfies Meta;
export default meta;

/** The company's signatory reads the broker's application before confirming it. */
export const Loaded = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Vahvista tunnistautumalla' }),
    ).toBeEnabled();
  },
});
export const Confirmed = screen.company({
  bank: (fake) => fake.on(application.companySignInit, WAITING_APPLICATION),
});
export const Loading = screen.loading(application.companySignInit);
export const Failed = screen.failed(application.companySignInit);
/** Another company's application is as if it did not exist. */
export const Refused = screen.company({
  bank: (fake) =>
    fake.refuse(application.companySignInit, 'Id', 'companyLoan.errors.notFound', 404),
});
