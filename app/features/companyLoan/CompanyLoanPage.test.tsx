import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as calls from '../../../api/companyLoanApplication';
import * as storeflow from '../../../api/storeflow';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { companyLoanBank, WAITING_APPLICATION } from '../../testing/companyLoanBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/landing/company-loan-application';
const TITLE = 'Yrityslainahakemus';
const FLOW_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const KEPT_FLEX = {
  status: 'Started',
  flowType: 'company-loan',
  companyLoanData: { amount: 4_500_000, duration: 12, loanType: 'FlexLoan', subType: 'Normal' },
} as const;

describe('the company loan application', () => {
  it('prices the default loan, and keeps the visitor’s choice with the bank to identify', async () => {
    const fake = companyLoanBank()
      .on(auth.sessionStatus, { status: '' })
      .on(storeflow.storeFlow, { FlowId: FLOW_ID, ExpiresAt: '2026-11-27T07:00:00.000Z' })
      .on(calls.companySignLoginStart, { SessionId: 'x', IdentificationUrl: '#identification' });
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(await screen.findByText('Kuukausierä')).toBeVisible();
    // Rates as Finnish writes them: a decimal comma, two decimals.
    expect(screen.getByText('6,90 %')).toBeVisible();
    expect(screen.getByText('8,96 %')).toBeVisible();
    await expectAccessible();
    await userEvent.click(screen.getByRole('radio', { name: 'Joustolaina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tunnistaudu' }));
    await expect.poll(() => location.hash).toBe('#identification');
    expect(fake.requestsTo(storeflow.storeFlow)).toEqual([
      { ...KEPT_FLEX, companyLoanData: { ...KEPT_FLEX.companyLoanData, amount: 3_000_000 } },
    ]);
  });

  it('starts from the choice kept through the identification, or the defaults once it is gone', async () => {
    const fake = companyLoanBank().on(storeflow.storedFlowRead, {
      FlowId: FLOW_ID,
      Flow: KEPT_FLEX,
    });
    await renderPage(`${PAGE}?status=ok&flow=${FLOW_ID}`, fake);
    expect(await screen.findByRole('radio', { name: 'Joustolaina' })).toBeChecked();
    expect(await screen.findByRole('slider', { name: 'Lainan määrä' })).toHaveAttribute(
      'aria-valuetext',
      formatWholeEuros(45_000),
    );
    expect(fake.requestsTo(storeflow.storedFlowRead)).toEqual([{ FlowId: FLOW_ID }]);

    fake.refuse(storeflow.storedFlowRead, 'FlowId', 'opening.flow.notKept', 404);
    await renderPage(`${PAGE}?status=ok&flow=${FLOW_ID}`, fake);
    expect(await screen.findByRole('radio', { name: 'Yrityslaina' })).toBeChecked();
  });

  it('shows a failure of the companies with a way to try again', async () => {
    const fake = companyLoanBank().refuse(
      calls.companyLoanonboardInit,
      'technical_error',
      'Häiriö',
      500,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(calls.companyLoanonboardInit, { Companies: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(
      await screen.findByText(
        'Et edusta yhtään pankin asiakasyritystä, jonka puolesta voisit allekirjoittaa.',
      ),
    ).toBeVisible();
  });

  it('sends the application and shows the decision with the way to signing', async () => {
    const draft = { ...WAITING_APPLICATION, Status: 'Draft' as const, Offer: null };
    const fake = companyLoanBank()
      .on(calls.companyLoanApplicationInsert, draft)
      .on(calls.companyBasicdata, draft)
      .on(calls.companySubmit, WAITING_APPLICATION);
    await renderPage(PAGE, fake);
    await userEvent.selectOptions(
      await screen.findByLabelText('Käyttötarkoitus'),
      'WorkingCapital',
    );
    await userEvent.type(screen.getByLabelText('Yrityksen sähköposti'), 'toimisto@example.com');
    await userEvent.type(screen.getByLabelText('Yrityksen puhelinnumero'), '040 555 6677');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));
    expect(await screen.findByRole('heading', { name: 'Laina on myönnetty' })).toBeVisible();
    expect(fake.requestsTo(calls.companyLoanApplicationInsert)).toEqual([
      expect.objectContaining({ BusinessId: '9823157-8', LoanType: 'NormalLoan', Amount: 30_000 }),
    ]);
    expect(screen.getByRole('link', { name: 'Siirry allekirjoittamaan' })).toHaveAttribute(
      'href',
      `${PAGE}/sign/${WAITING_APPLICATION.Id}`,
    );
    await expectAccessible();
  });

  it('says the bank’s refusal', async () => {
    const fake = companyLoanBank().refuse(
      calls.companyLoanApplicationInsert,
      'BusinessId',
      'Sinulla ei ole kaupparekisterin mukaan nimenkirjoitusoikeutta yritykseen.',
      403,
    );
    await renderPage(PAGE, fake);
    await userEvent.selectOptions(await screen.findByLabelText('Käyttötarkoitus'), 'Investment');
    await userEvent.type(screen.getByLabelText('Yrityksen sähköposti'), 'toimisto@example.com');
    await userEvent.type(screen.getByLabelText('Yrityksen puhelinnumero'), '040 555 6677');
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));
    expect(
      await screen.findByText(
        'Sinulla ei ole kaupparekisterin mukaan nimenkirjoitusoikeutta yritykseen.',
      ),
    ).toBeVisible();
  });
});
