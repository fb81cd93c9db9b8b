import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/apiError';
import { PAYEE_VERIFICATION_TEXTS } from '../../../domain/payments/payeeVerification';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';
import { Checkbox } from '../../../ui/Checkbox';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { returnStatus } from '../../shell/returnStatus';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';
import { confirmWithIdentification, useInitPayment } from './api';
import { loadPayment, savePayment, type ResumeState, type StoredPayment } from './draft';
import { PAYMENT_PATHS } from './paths';
import { PaymentSteps } from './PaymentSteps';
import { PaymentSummary } from './PaymentSummary';
import { FORM_FIELD_OF_ERROR_KEY, PAYEE_ERROR_KEYS } from './paymentForm';

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
  const [stored] = useState(() => {
    const payment = loadPayment();
    return payment?.completed ? null : payment;
  });
  return (
    <Stack gap={5}>
      <h1>{t('payments.verification.title')}</h1>
      <PaymentSteps current={2} />
      <ActionGate blockedTitle={t('payments.blocked')}>
        {stored ? (
          <PayeeDecision stored={stored} />
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
function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(
        { ErrorKey: '', ErrorMessage: error instanceof Error ? error.message : String(error) },
        0,
      );
}

/**
 * Match goes on as it is; CloseMatch asks which name to use; NoMatch asks the customer to say
 * they understand the risk; NotPossible warns. 'Vahvista maksu' prepares the payment and leaves
 * for strong identification; an error or a cancel there comes back here with the draft kept.
 */
function PayeeDecision({ stored }: { stored: StoredPayment }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = returnStatus(params);
  const { result, suggestedName } = stored.verification;
  const [nameChoice, setNameChoice] = useState<NameChoice | null>(
    stored.draft.suggestedPayeeName ? 'suggested' : null,
  );
  const [understood, setUnderstood] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [leaving, setLeaving] = useState(false);
  const init = useInitPayment();
  const keyFor = useIdempotencyKey();

  const askName = result === 'CloseMatch' && suggestedName !== null;
  const nameMissing = askName && nameChoice === null;
  const riskUnconfirmed = result === 'NoMatch' && !understood;
  const draft = {
    ...stored.draft,
    suggestedPayeeName:
      askName && nameChoice === 'suggested' ? (suggestedName ?? undefined) : undefined,
  };
  const { sourceAccountId } = draft;

  function back(fieldError?: ResumeState['fieldError']) {
    savePayment({ ...stored, draft });
    const state: ResumeState = fieldError ? { resume: true, fieldError } : { resume: true };
    void navigate(`${PAYMENT_PATHS.newPayment}?accountId=${sourceAccountId}`, { state });
  }

  function confirm() {
    setAttempted(true);
    setRefusal(null);
    if (nameMissing || riskUnconfirmed) return;
    const request = { ...draft, IdempotencyKey: keyFor(draft) };
    init.mutate(request, {
      onSuccess: async ({ SessionId, PaymentId }) => {
        savePayment({ ...stored, draft, paymentId: PaymentId });
        setLeaving(true);
        try {
          await confirmWithIdentification({
            authId: SessionId,
            type: 'SepaPayment',
            nextUrl: `${PAYMENT_PATHS.receipt}?paymentId=${PaymentId}`,
            returnUrl: PAYMENT_PATHS.verification,
          });
        } catch (error) {
          setLeaving(false);
          setRefusal(asApiError(error));
        }
      },
      onError: (error) => setRefusal(asApiError(error)),
    });
  }

  const refusedField =
    refusal &&
    (FORM_FIELD_OF_ERROR_KEY[refusal.ErrorKey] || PAYEE_ERROR_KEYS.has(refusal.ErrorKey));

  return (
    <Stack gap={5}>
      {status === 'error' && (
        <AlertBox tone="error" title={t('payments.verification.errorTitle')}>
          {t('payments.verification.error')}
        </AlertBox>
      )}
      {status === 'cancel' && (
        <AlertBox tone="warning" title={t('payments.verification.cancelTitle')}>
          {t('payments.verification.cancel')}
        </AlertBox>
      )}
      <AlertBox
        tone={RESULT_TONE[result]}
        title={messageText(PAYEE_VERIFICATION_TEXTS[result].title)}
      >
        {messageText(PAYEE_VERIFICATION_TEXTS[result].text)}
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
              sourceAccountId,
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
            <span>{refusal.ErrorMessage}</span>
            {refusedField && (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => back({ field: refusal.ErrorKey, message: refusal.ErrorMessage })}
                >
                  {t('payments.verification.fixDetails')}
                </Button>
              </div>
            )}
          </Stack>
        </AlertBox>
      )}
      <p>{t('payments.verification.confirmHint')}</p>
      <Stack direction="horizontal" gap={3} wrap>
        <Button variant="secondary" onClick={() => back()} disabled={init.isPending || leaving}>
          {t('common.back')}
        </Button>
        <Button onClick={confirm} busy={init.isPending || leaving}>
          {t('payments.verification.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
