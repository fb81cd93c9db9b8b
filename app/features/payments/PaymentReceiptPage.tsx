import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ApiError } from '../../../api/apiError';
import type { paymentReceipt } from '../../../api/paymentDraft';
import { formatDate } from '../../../domain/dates/dates';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { accountHref } from '../../shell/accountHref';
import { ActionGate } from '../../shell/ActionGate';
import { isEntityId } from '../../shell/entityId';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useCompletion } from '../../data/operation';
import { useReturnStatus } from '../../data/useReturnStatus';
import { PAYMENT_CALLS } from './api';
import { PAYMENT_PATHS } from './paths';
import { PaymentSteps } from './PaymentSteps';
import { PaymentSummary } from './PaymentSummary';
import { ReturnAlert } from './ReturnAlert';
import { usePaymentDraft, type ResumeState, type StoredPayment } from './storedPayment';

type Receipt = z.output<typeof paymentReceipt>;

/**
 * `/bank/accounts/transfer/receipt?paymentId=&status=`: back from strong identification. On
 * `ok` the payment is completed (once: the bank answers a repeat with the same receipt) and its
 * receipt shown; on `error` or `cancel` the customer is told so and can go back to the payment.
 * A completion the bank refuses is tried again, unless the payment itself can no longer be
 * completed (its confirmation expired): then it is made again.
 */
export function PaymentReceiptPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.receipt.title'));
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const status = useReturnStatus();
  return (
    <Stack gap={5}>
      <h1>{t('payments.receipt.title')}</h1>
      <PaymentSteps current={3} />
      <ActionGate blockedTitle={t('payments.blocked')}>
        {!isEntityId(paymentId) ? (
          <AlertBox tone="info">{t('payments.receipt.missing')}</AlertBox>
        ) : status === 'ok' ? (
          <CompletedPayment paymentId={paymentId} />
        ) : (
          <ReturnAlert status={status ?? 'error'}>
            <div>
              <ButtonLink href={PAYMENT_PATHS.verification}>
                {t('payments.receipt.backToPayment')}
              </ButtonLink>
            </div>
          </ReturnAlert>
        )}
      </ActionGate>
    </Stack>
  );
}

/** The payment this tab was making is done once completed: a new one starts empty. */
function CompletedPayment({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { draft: stored, forget } = usePaymentDraft();
  const ours = stored?.paymentId === paymentId;
  const [paymentType] = useState(() => (ours ? stored.draft.paymentType : 'Sepa'));
  const input = useMemo(() => ({ PaymentId: paymentId }), [paymentId]);
  const complete = useCompletion(PAYMENT_CALLS[paymentType].complete, input);
  useEffect(() => {
    if (complete.isSuccess && ours) forget();
  }, [complete.isSuccess, ours, forget]);

  if (complete.isError) {
    return (
      <AlertBox tone="error" title={t('payments.receipt.failed')}>
        <Stack gap={3}>
          <span>{text(complete.error.message)}</span>
          <Stack direction="horizontal" gap={3} wrap>
            {refusesThePayment(complete.error) ? (
              <PayAgainButton stored={ours ? stored : null} />
            ) : (
              <>
                <Button variant="secondary" onClick={complete.retry}>
                  {t('payments.receipt.retry')}
                </Button>
                {ours && (
                  <ButtonLink variant="secondary" href={PAYMENT_PATHS.verification}>
                    {t('payments.receipt.backToPayment')}
                  </ButtonLink>
                )}
              </>
            )}
          </Stack>
        </Stack>
      </AlertBox>
    );
  }
  if (!complete.data) {
    return (
      <LoadingOverlay loading>
        <p>{t('payments.receipt.completing')}</p>
      </LoadingOverlay>
    );
  }
  return <ReceiptDetails receipt={complete.data} />;
}

/**
 * The bank refused the payment itself, not what it needs (its refusals name the field
 * PaymentId): the confirmation expired, or the payment failed or was removed. Completing it
 * again cannot succeed. Any other refusal (the account's funds, the security limits) or a lost
 * answer may pass when tried again.
 */
function refusesThePayment(error: ApiError): boolean {
  return error.ErrorKey === 'PaymentId';
}

/** A new payment, filled in as this one was when this tab made it. */
function PayAgainButton({ stored }: { stored: StoredPayment | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resume: ResumeState = { resume: true };
  const payAgain = () =>
    void (stored
      ? navigate(
          `${PAYMENT_PATHS.newPayment}?${new URLSearchParams({ accountId: stored.draft.sourceAccountId })}`,
          {
            state: resume,
          },
        )
      : navigate(PAYMENT_PATHS.newPayment));
  return <Button onClick={payAgain}>{t('payments.receipt.payAgain')}</Button>;
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const accounts = useOwnAccounts();
  const source = accounts.data?.find((account) => account.Id === receipt.SourceAccountId);
  const scheduled = receipt.Status === 'Scheduled';
  const failed = receipt.Status === 'Failed' || receipt.Status === 'Removed';

  return (
    <Stack gap={5}>
      {failed ? (
        <AlertBox tone="error" title={t('payments.receipt.failed')}>
          {t('payments.receipt.failedText')}
        </AlertBox>
      ) : (
        <AlertBox
          tone="success"
          title={
            scheduled
              ? t('payments.receipt.scheduled', { date: formatDate(receipt.DueDate) })
              : t('payments.receipt.paid')
          }
        />
      )}
      <PaymentSummary
        payment={{
          sourceAccountId: receipt.SourceAccountId,
          recipientName: receipt.RecipientName,
          recipientIban: receipt.RecipientIban,
          amount: receipt.PaymentAmount,
          dueDate: receipt.DueDate,
          reference: receipt.ReferenceNumber,
          message: receipt.Message,
          ownMessage: receipt.OwnMessage,
          paymentType: receipt.paymentType,
        }}
      />
      <LoadingOverlay loading={accounts.isFetching}>
        {source && (
          <ValueList
            items={[
              {
                id: 'balance',
                term: t('payments.receipt.newBalance'),
                value: <Money cents={source.Balance} tone="plain" />,
              },
            ]}
          />
        )}
      </LoadingOverlay>
      <Stack direction="horizontal" gap={3} wrap>
        {source && (
          <ButtonLink variant="secondary" href={accountHref(source)}>
            {t('payments.receipt.toAccount')}
          </ButtonLink>
        )}
        {scheduled && (
          <ButtonLink variant="secondary" href={PAYMENT_PATHS.futurePayments}>
            {t('payments.receipt.futurePayments')}
          </ButtonLink>
        )}
        <ButtonLink href={`${PAYMENT_PATHS.newPayment}?accountId=${receipt.SourceAccountId}`}>
          {t('payments.receipt.newPayment')}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
