import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import * as storeflow from '../../../api/storeflow';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { quotedOffer, TERM_DEPOSIT_OFFERS } from '../../../app/testing/openingBank';
import { IDENTIFICATION_URL } from '../../../app/testing/paymentBank';
import { bankScreen, screenMeta } from '../bankScreen';

const FLOW_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** A visitor before the login: the published offers, and a flow the bank keeps. */
const screen = bankScreen('/flows/deposit', () =>
  createFakeBank()
    .on(storeflow.termDepositPublicCalc, TERM_DEPOSIT_OFFERS)
    .on(storeflow.termDepositPublicOffer, quotedOffer)
    .on(storeflow.storeFlow, { FlowId: FLOW_ID, ExpiresAt: '2026-11-27T07:00:00.000Z' })
    .on(auth.ftnLoginStart, { SessionId: FLOW_ID, IdentificationUrl: IDENTIFICATION_URL }),
);

const meta = { title: 'Screens/Flows/Term deposit before login', ...screenMeta } satisfies Meta;
export default meta;

/** A visitor chooses a term deposit; the bank keeps it and the login starts. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirjaudu ja avaa talletus' }));
    await waitFor(() => expect(loaded.screen.bank.requestsTo(storeflow.storeFlow)).toHaveLength(1));
  },
});
export const Loading = screen.loading(storeflow.termDepositPublicCalc);
export const Failed = screen.failed(storeflow.termDepositPublicCalc);
