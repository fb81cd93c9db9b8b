import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  instalmentBadge,
  nextInstalment,
  nextInstalmentActions,
  type NextInstalment,
} from '../../domain/loans/instalments';
import type { Loan } from '../../domain/loans/loan';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { actionsFullWidthOnPhone } from '../media';
import { DateText } from '../DateText';
import { useMessageText } from '../MessageText';
import { Money } from '../Money';
import { Panel } from '../Panel';
import { StatusBadge } from '../StatusBadge';

export interface NextInstalmentPanelProps {
  loan: Loan;
  /** The day the rules judge by (overdue, the look-ahead window). */
  today: Date;
  /** The customer's general right to act: KYC in order and not view-only. */
  actionsEnabled: boolean;
  /** Why the actions are off when `actionsEnabled` is false: a KYC or read-only message (or its code). */
  disabledReason?: string;
  /** The heading level in the page's outline. */
  level?: 2 | 3 | 4;
}

function instalmentQuery(loanId: string, instalmentId: string): string {
  return new URLSearchParams({ loanId, installmentId: instalmentId }).toString();
}

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Amount = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Due = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  & > dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  ${actionsFullWidthOnPhone}
`;

const Reason = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Empty = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
`;

/**
 * The loan page's next instalment: amount, due date (with 'Myöhässä' when late) and the links
 * 'Maksa erä' and 'Siirrä eräpäivää'. An action that is not allowed is a disabled button with
 * the reason beneath it, named as its description.
 */
export function NextInstalmentPanel({
  loan,
  today,
  actionsEnabled,
  disabledReason,
  level = 2,
}: NextInstalmentPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const next = nextInstalment(loan, today);
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading as={`h${level}`} id={headingId}>
        {t('kit.nextInstalmentPanel.title')}
      </Heading>
      {next ? (
        <Instalment
          loan={loan}
          next={next}
          today={today}
          actionsEnabled={actionsEnabled}
          disabledReason={disabledReason}
        />
      ) : (
        <Empty>{t('kit.nextInstalmentPanel.noInstalment')}</Empty>
      )}
    </Panel>
  );
}

function Instalment({
  loan,
  next,
  today,
  actionsEnabled,
  disabledReason,
}: Omit<NextInstalmentPanelProps, 'level'> & { next: NextInstalment }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const id = useId();
  const actions = nextInstalmentActions(loan, next, { actionsEnabled });
  // Only a listed instalment has the order the badge needs; the panel shows the badge only
  // for a late instalment, which the server lists.
  const listed = loan.LoanInstallmentsPublic.find((i) => i.Id === next.installmentId);
  const badge = listed ? instalmentBadge(listed, loan, today) : null;
  const query = instalmentQuery(loan.Id, next.installmentId);

  const payReasonId = `${id}-pay-reason`;
  const changeReasonId = `${id}-change-reason`;
  const changeReason = !actions.canPay
    ? null // the same reason as the pay button's
    : !loan.DueDateChangeAllowed
      ? t('kit.nextInstalmentPanel.loanCannotMove')
      : t('kit.nextInstalmentPanel.overdueCannotMove');

  return (
    <>
      <Amount>
        <Money cents={next.amount} />
      </Amount>
      <Due>
        <dt>{t('kit.nextInstalmentPanel.dueDate')}</dt>
        <dd>
          <DateText date={next.dueDate} />
          {badge?.tone === 'red' && (
            <StatusBadge tone="red" label={t(`kit.instalmentBadge.${badge.kind}`)} />
          )}
        </dd>
      </Due>
      {actions.visible && (
        <>
          <Actions>
            {actions.canPay ? (
              <ButtonLink href={`/bank/loans/pay-installment?${query}`}>
                {t('kit.nextInstalmentPanel.pay')}
              </ButtonLink>
            ) : (
              <Button disabled aria-describedby={disabledReason ? payReasonId : undefined}>
                {t('kit.nextInstalmentPanel.pay')}
              </Button>
            )}
            {actions.canChangeDueDate ? (
              <ButtonLink href={`/bank/loans/change-duedate?${query}`}>
                {t('kit.nextInstalmentPanel.changeDueDate')}
              </ButtonLink>
            ) : (
              <Button
                variant="secondary"
                disabled
                aria-describedby={
                  changeReason ? changeReasonId : disabledReason ? payReasonId : undefined
                }
              >
                {t('kit.nextInstalmentPanel.changeDueDate')}
              </Button>
            )}
          </Actions>
          {!actions.canPay && disabledReason && (
            <Reason id={payReasonId}>{messageText(disabledReason)}</Reason>
          )}
          {!actions.canChangeDueDate && changeReason && (
            <Reason id={changeReasonId}>{changeReason}</Reason>
          )}
        </>
      )}
    </>
  );
}
