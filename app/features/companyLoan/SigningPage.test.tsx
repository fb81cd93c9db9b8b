import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as calls from '../../../api/companyLoanApplication';
import {
  COMPANY_LOAN_ID,
  companyLoanBank,
  WAITING_APPLICATION,
} from '../../testing/companyLoanBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const PAGE = `/landing/company-loan-application/sign/${COMPANY_LOAN_ID}`;
const TITLE = 'Yrityslainan allekirjoitus';
/** Kaisa, owner and signatory, has confirmed as an owner: her signature is next. */
const CONFIRMED = {
  ...WAITING_APPLICATION,
  YouMayConfirmOwnership: false,
  Owners: WAITING_APPLICATION.Owners.map((owner) =>
    owner.Name === 'Kaisa Saaristo'
      ? { ...owner, ConfirmedAt: '2026-11-27T08:00:00+02:00', Awaited: false }
      : owner,
  ),
};

describe('signing a company loan', () => {
  it('asks the signatory to identify for this application', async () => {
    const fake = companyLoanBank()
      .on(auth.sessionStatus, { status: '' })
      .on(calls.companySignLoginStart, { SessionId: 'x', IdentificationUrl: '#identification' });
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Tunnistaudu' }));
    await expect.poll(() => location.hash).toBe('#identification');
    expect(fake.requestsTo(calls.companySignLoginStart)).toEqual([{ Id: COMPANY_LOAN_ID }]);
  });

  it('shows the wait, then a failure with a way to try again', async () => {
    await renderPage(PAGE, companyLoanBank().hang(calls.companySignInit));
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const fake = companyLoanBank().refuse(calls.companySignInit, 'technical_error', 'Häiriö', 500);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(calls.companySignInit, WAITING_APPLICATION);
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Tosiasialliset edunsaajat' })).toBeVisible();
  });

  it('says that another company’s application is not found', async () => {
    const fake = companyLoanBank().refuse(
      calls.companySignInit,
      'Id',
      'Hakemusta ei löytynyt.',
      404,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Hakemusta ei löytynyt.')).toBeVisible();
  });

  it('the owner confirms for herself, sees who is awaited, then signs', async () => {
    const fake = companyLoanBank().on(calls.companySignUbos, CONFIRMED);
    await renderPage(PAGE, fake);
    expect(await screen.findAllByText('Odottaa allekirjoitusta')).toHaveLength(2);
    expect(screen.getAllByText('Odottaa vahvistusta')).toHaveLength(2);
    await expectAccessible();
    fake.on(calls.companySignInit, CONFIRMED);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista edunsaajana' }));
    expect(fake.requestsTo(calls.companySignUbos)).toHaveLength(1);
    expect(await screen.findByText('Vahvistanut')).toBeVisible();
    expect(screen.getAllByText('Odottaa vahvistusta')).toHaveLength(1);

    fake
      .on(calls.companySignConfirm, { SessionId: COMPANY_LOAN_ID, ApprovalText: 'Yrityslaina' })
      .on(calls.companySignFtnStart, { IdentificationUrl: '#signing' });
    await userEvent.click(await screen.findByLabelText('Hyväksyn lainan ehdot yrityksen puolesta'));
    await userEvent.click(screen.getByRole('button', { name: 'Allekirjoita tunnistautumalla' }));
    await expect.poll(() => location.hash).toBe('#signing');
  });

  it('shows the payout once every signature and confirmation is in', async () => {
    const paid = {
      ...CONFIRMED,
      Status: 'PaidOut' as const,
      OwnersConfirmed: true,
      Owners: CONFIRMED.Owners.map((o) => ({ ...o, ConfirmedAt: '2026-11-27T08:00:00+02:00' })),
      YouHaveSigned: true,
      YouMaySign: false,
      Signatories: CONFIRMED.Signatories.map((s) => ({
        ...s,
        SignedAt: '2026-11-27T08:00:00+02:00',
        Awaited: false,
      })),
      LoanId: COMPANY_LOAN_ID,
    };
    await renderPage(PAGE, companyLoanBank(paid));
    expect(
      await screen.findByText(
        'Kaikki allekirjoitukset on annettu ja laina on maksettu yrityksen tilille.',
      ),
    ).toBeVisible();
    expect(screen.getAllByText('Allekirjoittanut')).toHaveLength(2);
    expect(screen.getAllByText('Vahvistanut')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Yrityksen lainat' })).toHaveAttribute(
      'href',
      '/bank/company/loans',
    );
  });
});
