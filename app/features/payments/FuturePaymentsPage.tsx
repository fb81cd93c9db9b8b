import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '../../../domain/dates/dates';
import { formatMoney } from '../../../domain/money/money';
import { formatReference } from '../../../domain/payments/reference';
import * as bankPayments from '../../../api/bankPayments';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DateText } from '../../../ui/DateText';
import { IbanText } from '../../../ui/IbanText';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { Stack } from '../../../ui/Stack';
import { StatusBadge } from '../../../ui/StatusBadge';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useKycPermission } from '../../shell/useKycPermission';
import { useCompletion } from '../../data/operation';
import { useReturnStatus } from '../../data/useReturnStatus';
import { useFuturePayments, useRemoveFuturePayment } from './api';
import { useFuturePaymentEditDraft } from './futurePaymentEditDraft';
import type { FuturePayment } from './futurePaymentEditForm';

// The edit's form loads with the first edit, not with the list.
const FuturePaymentEditDialog = lazy(() =>
  import('./FuturePaymentEditDialog').then((module) => ({
    default: module.FuturePaymentEditDialog,
  })),
);

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[3]} 0`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Payee = styled.div`
  flex: 1 1 16rem;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const FailureReason = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Details = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * `/bank/accounts/future-payments` (spec §2 names no address for it: ours sits beside the other
 * account pages): the payments waiting for their due date, each editable (confirmed with strong
 * identification, which returns here with `status=`) and removable after a question; a payment
 * that failed on its due date stays listed a while with why, so the customer hears of it.
 */
export function FuturePaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.future.title'));
  const [params] = useSearchParams();
  const status = useReturnStatus();
  const paymentId = params.get('paymentId');

  return (
    <Stack gap={5}>
      <h1>{t('payments.future.title')}</h1>
      <p>{t('payments.future.intro')}</p>
      {status === 'ok' && isEntityId(paymentId) && <EditCompletion paymentId={paymentId} />}
      {status === 'error' && (
        <AlertBox tone="error" title={t('payments.future.editErrorTitle')}>
          {t('payments.future.editError')}
        </AlertBox>
      )}
      {status === 'cancel' && (
        <AlertBox tone="warning" title={t('payments.future.editCancelTitle')}>
          {t('payments.future.editCancel')}
        </AlertBox>
      )}
      <FuturePaymentList />
    </Stack>
  );
}

/** Back from confirming an edit: the bank applies it, once per visit. */
function EditCompletion({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const { forget } = useFuturePaymentEditDraft();
  const input = useMemo(() => ({ PaymentId: paymentId }), [paymentId]);
  const complete = useCompletion(bankPayments.editFuturePaymentConsumerComplete, input);
  useEffect(() => {
    if (complete.isSuccess) forget();
  }, [complete.isSuccess, forget]);

  if (complete.isError) {
    return (
      <LoadFailed
        title={t('payments.future.editErrorTitle')}
        error={complete.error}
        onRetry={complete.retry}
      />
    );
  }
  return (
    <AlertBox tone={complete.isSuccess ? 'success' : 'info'}>
      {complete.isSuccess ? t('payments.future.edited') : t('payments.future.editing')}
    </AlertBox>
  );
}

function FuturePaymentList() {
  const { t } = useTranslation();
  const text = useMessageText();
  const permission = useKycPermission();
  const payments = useFuturePayments();
  const remove = useRemoveFuturePayment();
  const [editing, setEditing] = useState<FuturePayment | null>(null);
  const [removing, setRemoving] = useState<FuturePayment | null>(null);
  const [removed, setRemoved] = useState(false);
  const mayAct = permission?.allowed === true;

  if (payments.isError) {
    return (
      <LoadFailed
        title={t('payments.future.loadFailed')}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  }

  function confirmRemoval() {
    if (!removing) return;
    setRemoved(false);
    remove.mutate(
      { PaymentId: removing.PaymentId },
      {
        onSuccess: () => {
          setRemoving(null);
          setRemoved(true);
        },
      },
    );
  }

  const upcoming = [...(payments.data ?? [])].sort((a, b) => a.DueDate.localeCompare(b.DueDate));
  return (
    <LoadingOverlay loading={payments.isPending}>
      <Stack gap={4}>
        {permission && !permission.allowed && (
          <AlertBox tone="info" title={t('payments.blocked')}>
            {permission.explanation}
          </AlertBox>
        )}
        {removed && <AlertBox tone="success">{t('payments.future.removed')}</AlertBox>}
        {payments.data && upcoming.length === 0 && <p>{t('payments.future.empty')}</p>}
        <List>
          {upcoming.map((payment) => (
            <Row key={payment.PaymentId}>
              <Payee>
                <strong>{payment.RecipientName}</strong>
                <Details>
                  <IbanText iban={payment.RecipientIban} />
                </Details>
                <Details>
                  {t('payments.summary.dueDate')} <DateText date={payment.DueDate} />
                  {payment.ReferenceNumber && ` · ${formatReference(payment.ReferenceNumber)}`}
                  {payment.Message && ` · ${payment.Message}`}
                </Details>
                {payment.FailureReason !== null && (
                  <FailureReason>
                    <StatusBadge tone="red" label={t('payments.future.failed')} />
                    <span>{payment.FailureReason}</span>
                  </FailureReason>
                )}
              </Payee>
              <Money cents={-payment.PaymentAmount} />
              {mayAct && payment.Status === 'Scheduled' && (
                <Stack direction="horizontal" gap={2}>
                  <Button
                    variant="secondary"
                    aria-label={t('payments.future.edit', { name: payment.RecipientName })}
                    onClick={() => setEditing(payment)}
                  >
                    {t('payments.future.editButton')}
                  </Button>
                  <Button
                    variant="tertiary"
                    aria-label={t('payments.future.remove', { name: payment.RecipientName })}
                    onClick={() => setRemoving(payment)}
                  >
                    {t('payments.future.removeButton')}
                  </Button>
                </Stack>
              )}
            </Row>
          ))}
        </List>
      </Stack>
      {editing && (
        <Suspense>
          <FuturePaymentEditDialog payment={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        question={t('payments.future.removeQuestion')}
        busy={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
      >
        {removing && (
          <Stack gap={3}>
            <p>
              {t('payments.future.removeText', {
                amount: formatMoney(removing.PaymentAmount),
                name: removing.RecipientName,
                date: formatDate(removing.DueDate),
              })}
            </p>
            {remove.isError && <AlertBox tone="error">{text(remove.error.message)}</AlertBox>}
          </Stack>
        )}
      </ConfirmDialog>
    </LoadingOverlay>
  );
}
