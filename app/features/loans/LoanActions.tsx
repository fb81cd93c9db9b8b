import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoanAction, LoanPageActions } from '../../../domain/loans/loanActions';
import type { Loan } from '../../../domain/loans/loan';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { actionHref, loansRoot } from './loanPaths';

/** Where each button leads (spec §2); a company's withdrawal has its own address. */
function pathOf(action: LoanAction, company: boolean): string {
  switch (action) {
    case 'paymentFreeMonth':
      return '/bank/loans/free-month';
    case 'topUp':
      return '/bank/loans/increase-loan/amount';
    case 'limitWithdrawal':
      return `${loansRoot(company)}/limit/withdrawal`;
    case 'limitRepayment':
      return '/bank/loans/limit/repayment';
  }
}

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export interface LoanActionsProps {
  loan: Loan;
  page: LoanPageActions;
  company: boolean;
  /** Why the buttons are off for this customer: the view-only or KYC message (or its code). */
  reason: string | undefined;
}

/**
 * The loan's own buttons beside the next-instalment panel's: payment-free month, top-up, a
 * limit's withdrawal and repayment. A button the customer may not use stays, disabled, with the
 * reason beneath it as its description; an ended company limit agreement is said instead of
 * the withdrawal.
 */
export function LoanActions({ loan, page, company, reason }: LoanActionsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const reasonId = useId();
  const disabledOnes = page.actions.some((action) => action.disabled);
  return (
    <>
      {page.agreementEnded && <AlertBox tone="info">{t('loans.limitAgreementEnded')}</AlertBox>}
      {page.actions.length > 0 && (
        <Stack gap={2} role="group" aria-label={t('loans.details.actions')}>
          <Stack direction="horizontal" gap={3} wrap>
            {page.actions.map(({ action, installmentId, disabled }, index) =>
              disabled ? (
                <Button
                  key={action}
                  variant="secondary"
                  disabled
                  aria-describedby={reason ? reasonId : undefined}
                >
                  {t(`loans.actions.${action}`)}
                </Button>
              ) : (
                <ButtonLink
                  key={action}
                  variant={index === 0 ? 'primary' : 'secondary'}
                  href={actionHref(pathOf(action, company), loan.Id, installmentId)}
                >
                  {t(`loans.actions.${action}`)}
                </ButtonLink>
              ),
            )}
          </Stack>
          {disabledOnes && reason && <Reason id={reasonId}>{text(reason)}</Reason>}
        </Stack>
      )}
    </>
  );
}
