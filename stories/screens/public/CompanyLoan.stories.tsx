import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import * as calls from '../../../api/companyLoanApplication';
import * as storeflow from '../../../api/storeflow';
import {
  COMPANY_LOAN_ID,
  companyLoanBank,
  WAITING_APPLICATION,
} from '../../../app/testing/companyLoanBank';
import { IDENTIFICATION_URL } from '../../../app/testing/paymentBank';
import { bankScreen, screenMeta } from '../bankScreen';

const APPLY = '/landing/company-loan-application';
const SIGN = `${APPLY}/sign/${COMPANY_LOAN_ID}`;

/** A visitor not yet identified: the calculator and the identification. */
const apply = bankScreen(APPLY, () =>
  companyLoanBank()
    .on(auth.sessionStatus, { status: '' })
    .on(storeflow.storeFlow, {
      FlowId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      ExpiresAt: '2026-11-27T07:00:00.000Z',
    })
    .on(calls.companySignLoginStart, { SessionId: 'x', IdentificationUrl: IDENTIFICATION_URL }),
);
const sign = bankScreen(SIGN, () => companyLoanBank());

const meta = { title: 'Screens/Public/Company loan', ...screenMeta } satisfies Meta;
export default meta;

/** The calculator at its defaults; the bank keeps the choice and the representative identifies. */
export const Loaded = apply.main({
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tunnistaudu' }));
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(calls.companySignLoginStart)).toHaveLength(1),
    );
    expect(loaded.screen.bank.requestsTo(storeflow.storeFlow)).toHaveLength(1);
  },
});
/** Identified: the companies she may sign for, and the application's details. */
export const Identified = apply.state({
  bank: (fake) => fake.on(auth.sessionStatus, { status: 'active' }),
});
export const Failed = apply.state({
  bank: (fake) =>
    fake.on(auth.sessionStatus, { status: 'active' }).unreachable(calls.companyLoanonboardInit),
});
/** A signatory who is also an owner opens the link: she confirms as an owner, then signs. */
export const Signing = sign.state({});
export const SigningReady = sign.state({
  bank: (fake) =>
    fake.on(calls.companySignInit, { ...WAITING_APPLICATION, YouMayConfirmOwnership: false }),
});
export const SigningLoading = sign.state({
  bank: (fake) => fake.hang(calls.companySignInit),
});
/** Another company's application is not found. */
export const SigningRefused = sign.state({
  bank: (fake) => fake.refuse(calls.companySignInit, 'Id', 'Hakemusta ei löytynyt.', 404),
});
