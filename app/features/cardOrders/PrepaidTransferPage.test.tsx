import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as cards from '../../../api/cards';
import * as prepaidCards from '../../../api/prepaidCards';
import { cardOrderBank, companyCard, PREPAID_CARD_ID } from '../../testing/cardOrderBank';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';

const TRANSFER = `/bank/cards/prepaid-transfer/${PREPAID_CARD_ID}`;
const { payment } = SAMPLE_ACCOUNTS;

const movement = (Amount: number, CardBalance: number) => ({
  TransactionId: 'e1000000-0000-4000-8000-000000000001',
  BookingDate: '2026-11-26',
  Amount,
  AccountBalance: payment.Balance + Amount,
  CardBalance,
});

async function fillAmount(text: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: 'Summa (€)' }));
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
}

beforeAll(() => import('./PrepaidTransferPage'));
beforeEach(() => sessionStorage.clear());

describe('money to a prepaid card and back', () => {
  it('tops the card up once confirmed, and shows both new balances', async () => {
    const fake = cardOrderBank().on(prepaidCards.transferToCard, movement(-100_00, 250_00));
    await renderPage(TRANSFER, fake);
    expect(await screen.findByText('150,00 €')).toBeVisible();
    await fillAmount('100');

    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
    expect(fake.requestsTo(prepaidCards.transferToCard)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista siirto' }));

    expect(await screen.findByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
    expect(screen.getByText('250,00 €')).toBeVisible();
    expect(screen.getByText('1 134,56 €')).toBeVisible();
    expect(fake.requestsTo(prepaidCards.transferToCard)).toEqual([
      {
        cardId: PREPAID_CARD_ID,
        FromAccountId: payment.Id,
        Amount: 100_00,
        IdempotencyKey: expect.any(String),
      },
    ]);
  });

  it('moves money back to the account, with a fresh key for each attempt', async () => {
    const fake = cardOrderBank().on(prepaidCards.withdrawFromCard, movement(50_00, 100_00));
    await renderPage(TRANSFER, fake);
    await userEvent.click(await screen.findByRole('radio', { name: /Kortilta tilille/ }));
    expect(screen.getByLabelText('Tilille')).toHaveValue(payment.Id);
    await fillAmount('50');
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista siirto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Uusi siirto' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Kortilta tilille/ }));
    await fillAmount('50');
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista siirto' }));
    await screen.findByRole('heading', { name: 'Siirto on tehty' });

    const [first, second] = fake.requestsTo(prepaidCards.withdrawFromCard);
    expect(first).toMatchObject({ ToAccountId: payment.Id, Amount: 50_00 });
    expect(second?.IdempotencyKey).not.toBe(first?.IdempotencyKey);
  });

  it('takes the bank’s refusal of the amount back to the amount field', async () => {
    const fake = cardOrderBank().refuse(
      prepaidCards.transferToCard,
      'Amount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    );
    await renderPage(TRANSFER, fake);
    await fillAmount('9000');
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista siirto' }));
    const amount = await screen.findByRole('textbox', { name: 'Summa (€)' });
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Tilillä ei ole riittävästi katetta.'),
    );
  });

  it('refuses to move money to a credit card', async () => {
    const fake = cardOrderBank().on(
      cards.companyCardDetails,
      companyCard({ CardCreditType: 'CreditCard' }),
    );
    await renderPage(TRANSFER, fake);
    expect(
      await screen.findByText('Rahaa voi siirtää vain yrityskortille ilman luottoa.'),
    ).toBeVisible();
  });

  it('says the card failed to load and loads it again when asked', async () => {
    const fake = cardOrderBank().unreachable(cards.companyCardDetails);
    await renderPage(TRANSFER, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kortin tietojen lataaminen epäonnistui.');
    fake.on(cards.companyCardDetails, companyCard());
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeVisible();
  });

  it('keeps a person’s own bank from a company card’s money', async () => {
    await renderPage(TRANSFER, cardOrderBank('viewOnly'));
    expect(
      await screen.findByText('Yrityskortteja voi hallita vain yrityksen verkkopankissa.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });
});
