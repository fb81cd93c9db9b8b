import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { paymentReceipt } from '../../../api/paymentDraft';
import { formatDate } from '../../../domain/dates/dates';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Money } from '../../../ui/Money';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { accountHref } from '../../shell/accountHref';
import { ActionGate } from '../../shell/ActionGate';
import { isEntityId } from '../../shell/entityId';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { returnStatus } from '../../shell/returnStatus';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useCompletePayment } from './api';
import { loadPayment, savePayment } from './draft';
import { PAYMENT_PATHS } from './paths';
import { PaymentSteps } from './PaymentSteps';
import { PaymentSummary } from './PaymentSummary';

type Receipt = z.output<typeof paymentReceipt>;

/**
 * `/bank/accounts/transfer/receipt?paymentId=&status=`: back from strong identification. On
 * `ok` the payment is completed (once: the bank answers a repeat with the same receipt) and its
 * receipt shown; on `error` or `cancel` the customer is told so and can go back to the payment.
 */
export function PaymentReceiptPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.receipt.title'));
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const status = returnStatus(params);
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
          <AlertBox
            tone={status === 'cancel' ? 'warning' : 'error'}
            title={t(
              status === 'cancel'
                ? 'payments.verification.cancelTitle'
                : 'payments.verification.errorTitle',
            )}
          >
            <Stack gap={3}>
              <span>
                {t(
                  status === 'cancel'
                    ? 'payments.verification.cancel'
                    : 'payments.verification.error',
                )}
              </span>
              <div>
                <ButtonLink href={PAYMENT_PATHS.verification}>
                  {t('payments.receipt.backToPayment')}
                </ButtonLink>
              </div>
            </Stack>
          </AlertBox>
        )}
      </ActionGate>
    </Stack>
  );
}

function CompletedPayment({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const [stored] = useState(loadPayment);
  const ours = stored?.paymentId === paymentId ? stored : null;
  const complete = useCompletePayment(paymentId);
  const started = useRef(false);
  const { mutate } = complete;
  const paymentType = ours?.draft.paymentType ?? 'Sepa';

  useEffect(() => {
    // React's StrictMode runs effects twice in development: complete once per visit.
    if (started.current) return;
    started.current = true;
    mutate(paymentType, {
      onSuccess: () => {
        if (ours) savePayment({ ...ours, completed: true });
      },
    });
  }, [mutate, paymentType, ours]);

  if (complete.isError) {
    return (
      <AlertBox tone="error" title={t('payments.receipt.failed')}>
        <Stack gap={3}>
          <span>{complete.error.message}</span>
          <Stack direction="horizontal" gap={3} wrap>
            <Button variant="secondary" onClick={() => mutate(paymentType)}>
              {t('payments.receipt.retry')}
            </Button>
            {ours && !ours.completed && (
              <ButtonLink variant="secondary" href={PAYMENT_PATHS.verification}>
                {t('payments.receipt.backToPayment')}
              </ButtonLink>
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
        <ButtonLink href={`/bank/accounts/transfer?accountId=${receipt.SourceAccountId}`}>
          {t('payments.receipt.newPayment')}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
