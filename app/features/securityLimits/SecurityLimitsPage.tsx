import { useEffect } from 'react';
import { useController, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PaymentControlsRecord } from '../../../api/paymentControls';
import * as paymentControls from '../../../api/paymentControls';
import { code } from '../../../domain/errors/message';
import {
  PENDING_CHANGE_NOTE,
  SECURITY_LIMITS_HELP,
  securityLimitsStatusBanner,
} from '../../../domain/payments/securityLimitsForm';
import { AlertBox } from '../../../ui/AlertBox';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { Toggle } from '../../../ui/Toggle';
import { useCall } from '../../data/calls';
import { useBankForm, type BankForm } from '../../data/form';
import { useCompletion, useOperationDraft, usePreparedConfirmation } from '../../data/operation';
import type { ReturnStatus } from '../../data/returnStatus';
import { useReturnStatus } from '../../data/useReturnStatus';
import { FieldWidth } from '../../shell/FieldWidth';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { limitsFormDefaults, limitsFormSchema, type LimitsFormValues } from './limitsForm';

interface Variant {
  read:
    | typeof paymentControls.getConsumerPaymentControls
    | typeof paymentControls.getCompanyPaymentControls;
  save:
    | typeof paymentControls.consumerPaymentControlsFtnStart
    | typeof paymentControls.companyPaymentControlsFtnStart;
  complete:
    | typeof paymentControls.consumerPaymentControlsFtnComplete
    | typeof paymentControls.companyPaymentControlsFtnComplete;
  /** Only the instant limits are shown; the rest are saved as they are. */
  instantOnly?: boolean;
}
type Form = BankForm<LimitsFormValues, paymentControls.PaymentControlsChange>;
type AmountName = Exclude<
  Path<LimitsFormValues>,
  'InstantPaymentLimits' | 'SecurityControls' | `SecurityControls.Is${string}`
>;
type ToggleName = `SecurityControls.${keyof typeof SECURITY_LIMITS_HELP}`;

const CONSUMER: Variant = {
  read: paymentControls.getConsumerPaymentControls,
  save: paymentControls.consumerPaymentControlsFtnStart,
  complete: paymentControls.consumerPaymentControlsFtnComplete,
};
const COMPANY: Variant = {
  read: paymentControls.getCompanyPaymentControls,
  save: paymentControls.companyPaymentControlsFtnStart,
  complete: paymentControls.companyPaymentControlsFtnComplete,
};

/** `/bank/customer/all-payments-settings`: a person's 'Turvarajat'. */
export const ConsumerSecurityLimitsPage = () => <SecurityLimitsPage variant={CONSUMER} />;
/** `/bank/company/all-payments-settings`: a company's 'Turvarajat'. */
export const CompanySecurityLimitsPage = () => <SecurityLimitsPage variant={COMPANY} />;
/** `/bank/customer/instant-transfers-settings`: a person's instant payment limits alone. */
export const InstantLimitsPage = () => (
  <SecurityLimitsPage variant={{ ...CONSUMER, instantOnly: true }} />
);

function SecurityLimitsPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const title = t(variant.instantOnly ? 'securityLimits.instantTitle' : 'securityLimits.title');
  useDocumentTitle(title);
  const controls = useCall(variant.read, {});
  const status = useReturnStatus();
  // The change on its way to strong identification, kept in the tab for its completion.
  const change = useOperationDraft(variant.complete.path, variant.complete.request);

  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      {status && (
        <ChangeOutcome status={status} variant={variant} change={change} controls={controls.data} />
      )}
      <p>{t('securityLimits.intro')}</p>
      {controls.isError ? (
        <LoadFailed
          title={t('securityLimits.loadFailed')}
          error={controls.error}
          onRetry={() => void controls.refetch()}
        />
      ) : (
        <LoadingOverlay loading={controls.isPending}>
          {controls.data && (
            <LimitsForm record={controls.data} variant={variant} onLeave={change.keep} />
          )}
        </LoadingOverlay>
      )}
    </Stack>
  );
}

/** Where the bank's refusals of the save land: the field they name. */
const REFUSAL_FIELDS = Object.fromEntries(
  (
    [
      'InstantPaymentLimits.MaxPaymentAmount',
      'InstantPaymentLimits.DailyUsageLimit',
      'InstantPaymentLimits.MonthlyUsageLimit',
      'SecurityControls.DailyUsageLimit',
      'SecurityControls.MonthlyUsageLimit',
    ] satisfies AmountName[]
  ).map((name) => [name, name]),
);

type KeptChange = ReturnType<typeof useOperationDraft<{ SessionId: string }>>;

/**
 * Back from strong identification: the bank's completion of a change kept in this tab, then the
 * spec's banner; without one (a reload after it), the limits as read. A failure or cancel says
 * it at once.
 */
function ChangeOutcome({
  status,
  variant,
  change,
  controls,
}: {
  status: ReturnStatus;
  variant: Variant;
  change: KeptChange;
  controls: PaymentControlsRecord | undefined;
}) {
  const text = useMessageText();
  const { draft, forget } = change;
  const completion = useCompletion(variant.complete, status === 'ok' ? draft : null);
  useEffect(() => {
    if (completion.isSuccess || (status !== 'ok' && draft)) forget();
  }, [completion.isSuccess, status, draft, forget]);

  if (completion.isError) {
    return (
      <LoadFailed
        title={text(code('payments.securityLimits.status.error.text'))}
        error={completion.error}
        onRetry={completion.retry}
      />
    );
  }
  // Whether values wait is known once the bank has answered.
  const record = completion.data ?? (draft ? undefined : controls);
  if (status === 'ok' && !record) return null;
  const banner = securityLimitsStatusBanner(status, Boolean(record?.PendingSecurityControls));
  return (
    <AlertBox tone={banner.tone} title={text(banner.title)}>
      {banner.text.map((line) => (
        <p key={line}>{text(line)}</p>
      ))}
    </AlertBox>
  );
}

function LimitsForm({
  record,
  variant,
  onLeave,
}: {
  record: PaymentControlsRecord;
  variant: Variant;
  /** Keeps the prepared change as the browser leaves for its strong identification. */
  onLeave: (change: { SessionId: string }) => void;
}) {
  const { t } = useTranslation();
  const form = useBankForm(limitsFormSchema, { defaultValues: limitsFormDefaults(record) });
  const { start, busy } = usePreparedConfirmation(variant.save);
  const here = useLocation().pathname;
  const submit = form.handleSubmit((change) =>
    start(change, ({ SessionId }) => {
      onLeave({ SessionId });
      return { nextUrl: here, returnUrl: here };
    }).catch((error: unknown) => {
      form.showRefusal(error, REFUSAL_FIELDS);
    }),
  );
  const invalid = !form.formState.isValid;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5}>
        <Panel>
          <Stack gap={4}>
            <h2>{t('securityLimits.instant.heading')}</h2>
            {(['MaxPaymentAmount', 'DailyUsageLimit', 'MonthlyUsageLimit'] as const).map((key) => (
              <LimitField
                key={key}
                form={form}
                name={`InstantPaymentLimits.${key}`}
                label={t(`securityLimits.instant.${key}`)}
              />
            ))}
          </Stack>
        </Panel>
        {!variant.instantOnly && (
          <Panel>
            <Stack gap={4}>
              <h2>{t('securityLimits.all.heading')}</h2>
              {(['DailyUsageLimit', 'MonthlyUsageLimit'] as const).map((key) => (
                <LimitField
                  key={key}
                  form={form}
                  name={`SecurityControls.${key}`}
                  label={t(`securityLimits.all.${key}`)}
                  record={record}
                />
              ))}
              {(
                ['IsCrossborderChannelUsageEnabled', 'IsSepaCrossborderPaymentsEnabled'] as const
              ).map((key) => (
                <ToggleField
                  key={key}
                  form={form}
                  name={`SecurityControls.${key}`}
                  record={record}
                />
              ))}
            </Stack>
          </Panel>
        )}
        {form.refusal && (
          <AlertBox tone="error">
            <span>{form.refusal}</span>
          </AlertBox>
        )}
        <div>
          <Button type="submit" disabled={invalid} busy={busy}>
            {t('securityLimits.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The value in force and the one waiting its 24 hours, when a saved change waits. */
function PendingNote({ inForce, pending }: { inForce: string; pending: string }) {
  const text = useMessageText();
  return (
    <ul aria-label={text(PENDING_CHANGE_NOTE)}>
      <li>{inForce}</li>
      <li>
        {pending} – {text(PENDING_CHANGE_NOTE)}
      </li>
    </ul>
  );
}

function LimitField({
  form,
  name,
  label,
  record,
}: {
  form: Form;
  name: AmountName;
  label: string;
  record?: PaymentControlsRecord;
}) {
  const text = useMessageText();
  const { field, fieldState } = useController({ control: form.control, name });
  const key = name.split('.')[1] as 'DailyUsageLimit' | 'MonthlyUsageLimit';
  const inForce = record?.EffectiveSecurityControls[key];
  const pending = record?.PendingSecurityControls?.[key];
  const error = fieldState.error?.message;
  return (
    <Stack gap={2}>
      <FieldWidth $max="amount">
        <FormField label={label} error={error && text(error)}>
          <AmountInput
            {...field}
            value={field.value as AmountValue}
            onChange={(value) => {
              field.onChange(value);
              void form.trigger();
            }}
          />
        </FormField>
      </FieldWidth>
      {inForce !== undefined && pending !== undefined && pending !== inForce && (
        <PendingNote
          inForce={text(code('securityLimits.inForceAmount', { amount: inForce }))}
          pending={text(code('securityLimits.pendingAmount', { amount: pending }))}
        />
      )}
    </Stack>
  );
}

function ToggleField({
  form,
  name,
  record,
}: {
  form: Form;
  name: ToggleName;
  record: PaymentControlsRecord;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { field } = useController({ control: form.control, name });
  const key = name.split('.')[1] as keyof typeof SECURITY_LIMITS_HELP;
  const inForce = record.EffectiveSecurityControls[key];
  const pending = record.PendingSecurityControls?.[key];
  const word = (on: boolean) => t(on ? 'securityLimits.on' : 'securityLimits.off');
  return (
    <Stack gap={2}>
      <Toggle
        label={t(`securityLimits.all.${key}`)}
        description={text(SECURITY_LIMITS_HELP[key])}
        checked={field.value === true}
        onChange={field.onChange}
      />
      {pending !== undefined && pending !== inForce && (
        <PendingNote
          inForce={t('securityLimits.inForceToggle', { value: word(inForce) })}
          pending={t('securityLimits.pendingToggle', { value: word(pending) })}
        />
      )}
    </Stack>
  );
}
