import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as ownDetails from '../../../api/ownDetails';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/customer/feedback';
const FEEDBACK_ID = '7c2e4a1b-3d5f-4e6a-8b9c-0d1e2f3a4b5c';

describe('the feedback page', () => {
  it('asks for a topic and a message, then thanks', async () => {
    const fake = loggedInAs(createFakeBank()).on(ownDetails.sendFeedback, {
      FeedbackId: FEEDBACK_ID,
    });
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Palaute' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    expect(await screen.findByText('Valitse aihe', { selector: ':not(option)' })).toBeVisible();
    expect(screen.getByText('Tämä tieto tarvitaan')).toBeVisible();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Aihe' }), 'Verkkopankki');
    await userEvent.type(screen.getByRole('textbox', { name: 'Palaute' }), 'Selkeä pankki');
    expect(screen.getByText('13 / 2000 merkkiä')).toBeVisible();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pankki saa ottaa minuun yhteyttä palautteestani' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    expect(await screen.findByText('Kiitos palautteestasi!')).toBeVisible();
    expect(fake.requestsTo(ownDetails.sendFeedback)).toEqual([
      { Topic: 'WebBank', Message: 'Selkeä pankki', ContactAllowed: true },
    ]);
  });

  it('says the bank’s refusal, keeping what was written', async () => {
    const fake = loggedInAs(createFakeBank()).refuse(
      ownDetails.sendFeedback,
      'customer',
      'Liian monta yritystä. Yritä hetken kuluttua uudelleen.',
      429,
    );
    await renderPage(PAGE, fake);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Aihe' }),
      'Muu asia',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Palaute' }), 'Hei');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    expect(
      await screen.findByText('Liian monta yritystä. Yritä hetken kuluttua uudelleen.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Palaute' })).toHaveValue('Hei');
  });
});
