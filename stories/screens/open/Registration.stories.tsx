import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import * as registration from '../../../api/registration';
import { createFakeBank, type FakeBank } from '../../../app/testing/fakeBank';
import { IDENTIFICATION_URL } from '../../../app/testing/paymentBank';
import { bankScreen, screenMeta } from '../bankScreen';

const VERIFICATION_ID = '5d1f0c3a-8b2e-4f6d-9a7c-3e1b2d4f6a80';

/** A visitor not yet identified; the states below identify her. */
const screen = bankScreen('/open/registration', () =>
  createFakeBank().on(auth.sessionStatus, { status: '' }).on(registration.registrationTupasStart, {
    SessionId: VERIFICATION_ID,
    IdentificationUrl: IDENTIFICATION_URL,
  }),
);

/** The person identified for registration, at the given step. */
const identifiedAt =
  (Step: 'Contact' | 'Kyc' | 'Done') =>
  (fake: FakeBank): FakeBank =>
    fake
      .on(auth.sessionStatus, { status: 'active' })
      .on(registration.registrationStatus, { FirstName: 'Helmi', Step });
const identified = identifiedAt('Contact');

const meta = { title: 'Screens/Open/Registration', ...screenMeta } satisfies Meta;
export default meta;

/** A person becoming a customer starts by identifying herself strongly. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tunnistaudu' }));
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(registration.registrationTupasStart)).toHaveLength(1),
    );
  },
});
/** Back from an identification she cancelled. */
export const Cancelled = screen.state({ path: '/open/registration?status=cancel' });
export const Contact = screen.state({ bank: identified });
export const Kyc = screen.state({ bank: identifiedAt('Kyc') });
export const Done = screen.state({ bank: identifiedAt('Done') });
export const Loading = screen.state({
  bank: (fake) => identified(fake).hang(registration.registrationStatus),
});
export const Failed = screen.state({
  bank: (fake) => identified(fake).unreachable(registration.registrationStatus),
});
