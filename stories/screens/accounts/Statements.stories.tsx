import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as reports from '../../../api/reports';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';

const { payment, savings } = SAMPLE_ACCOUNTS;

const screen = bankScreen('/bank/reports', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(bank.accounts, [payment, savings])
    .on(bank.companyAccounts, [payment, savings])
    .on(reports.getReportTypes, reports.REPORT_TYPE_LIST)
    .on(reports.executeReport, new TextEncoder().encode('\uFEFFKirjauspäivä;Määrä\r\n')),
);

const meta = { title: 'Screens/Accounts/Statements', ...screenMeta } satisfies Meta;
export default meta;

/** The customer downloads the savings account's statement as CSV. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Tili'), savings.Id);
    await userEvent.click(canvas.getByRole('radio', { name: 'CSV (taulukkolaskenta)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lataa tiliote' }));
    await expect(await canvas.findByText(/on ladattu\.$/)).toBeVisible();
  },
});
export const Loading = screen.loading(bank.accounts);
export const Failed = screen.failed(bank.accounts);
export const Empty = screen.state({ bank: (fake) => fake.on(bank.accounts, []) });
export const ViewOnly = screen.viewOnly();
export const Company = screen.company();
