import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as quickLogin from '../../../api/quickLogin';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const screen = bankScreen('/bank/customer/device-pin', (who) =>
  loggedInAs(createFakeBank(), who).on(quickLogin.pinSet, { PinSet: true }),
);

const meta = { title: 'Screens/Customer/Device PIN', ...screenMeta } satisfies Meta;
export default meta;

/** Types a PIN as a paste into its first digit. */
async function typePin(pin: string) {
  await userEvent.click((await onPage().findAllByRole('textbox', { name: /Numero 1/ }))[0]!);
  await userEvent.paste(pin);
}

/** The customer sets a PIN for this device, to log in with it next time. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await typePin('2580');
    await expect(await canvas.findByText('PIN-koodi on asetettu tälle laitteelle.')).toBeVisible();
  },
});
/** A PIN anyone would guess: the page asks for another before the bank hears of it. */
export const Guessable = screen.state({
  play: async ({ canvas }) => {
    await typePin('1234');
    await expect(
      await canvas.findByText('Valitse PIN-koodi, jota on vaikeampi arvata'),
    ).toBeVisible();
  },
});
/** A session not opened by strong identification may not set a PIN. */
export const Refused = screen.state({
  bank: (fake) =>
    fake.refuse(
      quickLogin.pinSet,
      'Pin',
      'PIN-koodin voi asettaa vain tunnistautumalla kirjautuneena.',
      403,
    ),
  play: async ({ canvas }) => {
    await typePin('2580');
    await expect(
      await canvas.findByText('PIN-koodin voi asettaa vain tunnistautumalla kirjautuneena.'),
    ).toBeVisible();
  },
});
export const ViewOnly = screen.viewOnly();
export const Company = screen.company();
