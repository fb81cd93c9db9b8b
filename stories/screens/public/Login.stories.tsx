import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as quickLogin from '../../../api/quickLogin';
import { PIN_MARKER_COOKIE } from '../../../api/quickLogin';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill, onPage } from '../play';

const screen = bankScreen('/bank/login', () =>
  createFakeBank()
    .on(quickLogin.authSmsStart, {
      VerificationId: '5d1f0c3a-8b2e-4f6d-9a7c-3e1b2d4f6a80',
      ExpiresAt: '2026-11-27T00:10:00Z',
    })
    .on(quickLogin.authSmsComplete, { LoginToken: 'kertakaytto' })
    // Answered, the page would leave for the bank.
    .hang(quickLogin.authSmsToken),
);

/** The device remembers a PIN was set on it: the page offers the PIN first. */
const rememberPin = () => {
  document.cookie = `${PIN_MARKER_COOKIE}=1; Path=/`;
};
const forgetPin = () => {
  document.cookie = `${PIN_MARKER_COOKIE}=; Path=/; Max-Age=0`;
};

/** Types a code as a paste into its first digit. */
async function typeCode(code: string) {
  await userEvent.click(onPage().getAllByRole('textbox')[0]!);
  await userEvent.paste(code);
}

const meta = { title: 'Screens/Public/Login', ...screenMeta } satisfies Meta;
export default meta;

/** The visitor's one action is a plain form to the identification, asking the bank nothing. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    const identify = await canvas.findByRole('button', { name: 'Tunnistaudu' });
    await expect(identify.closest('form')).toHaveAttribute('action', '/bank/login/identify');
    await expect(loaded.screen.bank.requests).toEqual([]);
  },
});
/** The identification was cancelled: the page says why the visitor is back. */
export const Failed = screen.state({ path: '/bank/login?error=authentication_aborted' });
/** The customer logs in by a code sent to her phone. */
export const SmsCode = screen.state({
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Kirjaudu tekstiviestikoodilla' }),
    );
    await fill(canvas.getByRole('textbox', { name: 'Henkilötunnus' }), '140388-9028');
    const phone = within(canvas.getByRole('group', { name: 'Matkapuhelinnumero' }));
    await fill(phone.getByRole('textbox'), '040 123 4567');
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä koodi' }));
    await canvas.findByText(/Jos tiedot vastaavat asiakkaamme tietoja/);
    await typeCode('4321');
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(quickLogin.authSmsToken)).toHaveLength(1),
    );
  },
});
/** A device with a PIN, and a PIN the bank does not accept. */
export const Pin = {
  ...screen.state({
    prepare: rememberPin,
    bank: (fake) =>
      fake.refuse(
        quickLogin.pinLogin,
        'Pin',
        'Kirjautuminen PIN-koodilla epäonnistui. Tarkista koodi ja yritä uudelleen.',
        401,
      ),
    play: async ({ canvas }) => {
      await canvas.findByRole('heading', { name: 'Kirjaudu PIN-koodilla' });
      await typeCode('2580');
      await expect(await canvas.findByText(/Kirjautuminen PIN-koodilla epäonnistui/)).toBeVisible();
    },
  }),
  // The next story's device has no PIN.
  beforeEach: () => forgetPin,
};
