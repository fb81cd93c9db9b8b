import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as quickLogin from '../../../api/quickLogin';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/customer/device-pin';

async function typePin(pin: string) {
  await userEvent.click((await screen.findAllByRole('textbox', { name: /Numero 1/ }))[0]!);
  await userEvent.paste(pin);
}

describe('the device PIN page', () => {
  it('refuses a PIN anyone would guess, then sets the PIN for this device', async () => {
    const fake = loggedInAs(createFakeBank()).on(quickLogin.pinSet, { PinSet: true });
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PIN-koodi tälle laitteelle' }),
    ).toBeVisible();
    await typePin('1234');
    expect(await screen.findByText('Valitse PIN-koodi, jota on vaikeampi arvata')).toBeVisible();
    expect(fake.requestsTo(quickLogin.pinSet)).toEqual([]);
    await expectAccessible();
    await typePin('2580');
    expect(await screen.findByText('PIN-koodi on asetettu tälle laitteelle.')).toBeVisible();
    expect(fake.requestsTo(quickLogin.pinSet)).toEqual([{ Pin: '2580' }]);
  });

  it('says the bank’s refusal when the session was not opened by strong identification', async () => {
    const fake = loggedInAs(createFakeBank()).refuse(
      quickLogin.pinSet,
      'Pin',
      'PIN-koodin voi asettaa vain tunnistautumalla kirjautuneena.',
      403,
    );
    await renderPage(PAGE, fake);
    await typePin('2580');
    expect(
      await screen.findByText('PIN-koodin voi asettaa vain tunnistautumalla kirjautuneena.'),
    ).toBeVisible();
  });
});
