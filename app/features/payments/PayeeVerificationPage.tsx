import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError';
import type { NormalisedError } from '../../../domain/errors/errors';
import { PAYEE_VERIFICATION_TEXTS } from '../../../domain/payments/payeeVerification';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Checkbox } from '../../../ui/Checkbox';
import { useMessageText } from '../../../ui/MessageText';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';
import { usePreparedConfirmation } from '../../data/operation';
import { useReturnStatus } from '../../data/useReturnStatus';
import { PAYMENT_CALLS } from './api';
import { PAYMENT_PATHS } from './paths';
import { isPaymentFormField } from './paymentFields';
import { PaymentSteps } from './PaymentSteps';
import { PaymentSummary } from './PaymentSummary';
import { ReturnAlert } from './ReturnAlert';
import { usePaymentDraft, type ResumeState, type StoredPayment } from './storedPayment';

const RESULT_TONE = {
  Match: 'success',
  CloseMatch: 'warning',
  NoMatch: 'warning',
  NotPossible: 'warning',
} as const;

/** `/bank/accounts/transfer/payee-verification`: the payee check's answer, then confirmation. */
export function PayeeVerificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.verification.title'));
  const { draft: stored, keep } = usePaymentDraft();
  return (
    <Stack gap={5}>
      <h1>{t('payments.verification.title')}</h1>
      <PaymentSteps current={2} />
      <ActionGate blockedTitle={t('payments.blocked')}>
        {stored ? (
          <PayeeDecision stored={stored} keep={keep} />
        ) : (
          <AlertBox tone="info">
            <Stack gap={3}>
              <span>{t('payments.verification.missing')}</span>
              <div>
                <ButtonLink href={PAYMENT_PATHS.newPayment}>
                  {t('payments.verification.newPayment')}
                </ButtonLink>
              </div>
            </Stack>
          </AlertBox>
        )}
      </ActionGate>
    </Stack>
  );
}

type NameChoice = 'suggested' | 'typed';

/** Any failure as the bank's error object; one that names no field is shown as it is. */
function refusalOf(error: unknown): NormalisedError {
  return error instanceof ApiError
    ? error
    : { ErrorKey: '', ErrorMessage: error instanceof Error ? error.message : String(error) };
}

/**
 * Match goes on as it is; CloseMatch asks which name to use; NoMatch asks the customer to say
 * they understand the risk; NotPossible warns. 'Vahvista maksu' prepares the payment and leaves
 * for strong identification; an error or a cancel there comes back here with the payment kept.
 */
function PayeeDecision({
  stored,
  keep,
}: {
  stored: StoredPayment;
  keep: (payment: StoredPayment) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const status = useReturnStatus();
  const { data: customer } = useCustomer();
  const securityLimitsPath = `/bank/${customer?.customerType === 'Company' ? 'company' : 'customer'}/all-payments-settings`;
  const { result, suggestedName } = stored.verification;
  const [nameChoice, setNameChoice] = useState<NameChoice | null>(
    stored.draft.suggestedPayeeName ? 'suggested' : null,
  );
  const [understood, setUnderstood] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<NormalisedError | null>(null);
  const { start, busy } = usePreparedConfirmation(PAYMENT_CALLS[stored.draft.paymentType].init);
  const keyFor = useIdempotencyKey();

  const askName = result === 'CloseMatch' && suggestedName !== null;
  const nameMissing = askName && nameChoice === null;
  const riskUnconfirmed = result === 'NoMatch' && !understood;
  const draft = {
    ...stored.draft,
    suggestedPayeeName:
      askName && nameChoice === 'suggested' ? (suggestedName ?? undefined) : undefined,
  };

  function back(fieldRefusal?: NormalisedError) {
    keep({ ...stored, draft });
    const state: ResumeState = { resume: true, refusal: fieldRefusal };
    void navigate(`${PAYMENT_PATHS.newPayment}?accountId=${draft.sourceAccountId}`, { state });
  }

  async function confirm() {
    setAttempted(true);
    setRefusal(null);
    if (nameMissing || riskUnconfirmed) return;
    const request = { ...draft, payeeVerificationResult: result };
    try {
      await start({ ...request, IdempotencyKey: keyFor(request) }, ({ PaymentId }) => {
        keep({ ...stored, draft, paymentId: PaymentId });
        return {
          nextUrl: `${PAYMENT_PATHS.receipt}?paymentId=${PaymentId}`,
          returnUrl: PAYMENT_PATHS.verification,
        };
      });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  return (
    <Stack gap={5}>
      {status && status !== 'ok' && <ReturnAlert status={status} />}
      <AlertBox tone={RESULT_TONE[result]} title={text(PAYEE_VERIFICATION_TEXTS[result].title)}>
        {text(PAYEE_VERIFICATION_TEXTS[result].text)}
      </AlertBox>
      {askName && (
        <SingleSelectButtons<NameChoice>
          label={t('payments.verification.nameChoice')}
          error={attempted && nameMissing ? t('payments.verification.chooseName') : null}
          options={[
            {
              value: 'suggested',
              label: t('payments.verification.suggestedName', { name: suggestedName }),
            },
            {
              value: 'typed',
              label: t('payments.verification.typedName', { name: draft.RecipientName }),
            },
          ]}
          value={nameChoice}
          onChange={setNameChoice}
        />
      )}
      {result === 'NoMatch' && (
        <Checkbox
          label={t('payments.verification.understand')}
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          error={
            attempted && riskUnconfirmed ? t('payments.verification.understandRequired') : null
          }
        />
      )}
      <section aria-labelledby="verification-details">
        <Stack gap={3}>
          <h2 id="verification-details">{t('payments.verification.details')}</h2>
          <PaymentSummary
            payment={{
              sourceAccountId: draft.sourceAccountId,
              recipientName: draft.suggestedPayeeName ?? draft.RecipientName,
              recipientIban: draft.RecipientIban,
              bic: draft.Bic,
              amount: draft.PaymentAmount,
              dueDate: draft.DueDate,
              reference: draft.ReferenceNumber,
              message: draft.Message,
              ownMessage: draft.OwnMessage,
              paymentType: draft.paymentType,
            }}
          />
        </Stack>
      </section>
      {refusal && (
        <AlertBox tone="error" title={t('payments.verification.refused')}>
          <Stack gap={3}>
            <span>{text(refusal.ErrorMessage)}</span>
            {isPaymentFormField(refusal.ErrorKey) && (
              <div>
                <Button variant="secondary" onClick={() => back(refusal)}>
                  {t('payments.verification.fixDetails')}
                </Button>
              </div>
            )}
            {text(refusal.ErrorMessage) === t('payments.refusals.crossborderBlocked') && (
              <div>
                <ButtonLink href={securityLimitsPath}>
                  {t('payments.verification.changeSecurityLimits')}
                </ButtonLink>
              </div>
            )}
          </Stack>
        </AlertBox>
      )}
      <p>{t('payments.verification.confirmHint')}</p>
      <Stack direction="horizontal" gap={3} wrap>
        <Button variant="secondary" onClick={() => back()} disabled={busy}>
          {t('common.back')}
        </Button>
        <Button onClick={() => void confirm()} busy={busy}>
          {t('payments.verification.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
