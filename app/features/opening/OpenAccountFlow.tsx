import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountRequest } from '../../../api/bankProducts';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { useFlowFunnelStep } from '../../data/funnel';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useOperationDraft } from '../../data/operation';
import { OPENING_CALLS, type OpenedKind } from './api';
import { OpenedStep } from './OpenedStep';
import { termsHref, type Product } from './products';

const NAME_MAX_LENGTH = 40;

/** What the customer chooses; the key is added when the question is asked. */
const openAccountForm = openAccountRequest.omit({ IdempotencyKey: true });

export interface OpenAccountFlowProps {
  kind: OpenedKind;
  product: Product;
  customerType: CustomerType;
  /** The product in a few sentences, above the form. */
  intro: ReactNode;
}

/**
 * Opening a payment or savings account: an optional name and the terms, a yes/no question
 * before the account is opened (kept for a reload, with its IdempotencyKey), then the new
 * account with a link to its page.
 */
export function OpenAccountFlow({ kind, product, customerType, intro }: OpenAccountFlowProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { draft, keep, forget } = useOperationDraft(`opening.${kind}`, openAccountRequest);
  const open = useCallMutation(OPENING_CALLS[kind][customerType], { onSuccess: forget });
  const form = useBankForm(openAccountForm, { defaultValues: { CustomName: draft?.CustomName } });
  const { register, handleSubmit, showRefusal, formState } = form;
  useFlowFunnelStep(
    'account-opening',
    `${kind}-${open.data ? 'opened' : draft ? 'confirm' : 'form'}`,
  );

  if (open.data) {
    return <OpenedStep account={open.data} title={t('opening.opened')} />;
  }

  const submit = handleSubmit(({ CustomName, TermsAccepted }) =>
    keep({
      CustomName: CustomName || undefined,
      TermsAccepted,
      IdempotencyKey: crypto.randomUUID(),
    }),
  );
  const confirm = () => {
    if (!draft) return;
    open.mutate(draft, {
      onError: (error) => {
        forget();
        showRefusal(error);
      },
    });
  };

  return (
    <Stack gap={5}>
      <StepIndicator current={draft ? 2 : 1} total={3} />
      {intro}
      {form.refusal && (
        <AlertBox tone="error" title={t('opening.failed')}>
          {text(form.refusal)}
        </AlertBox>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={5}>
          <FormField
            label={t('opening.name')}
            hint={t('opening.nameHint')}
            error={formState.errors.CustomName?.message}
          >
            <TextInput maxLength={NAME_MAX_LENGTH} autoComplete="off" {...register('CustomName')} />
          </FormField>
          <TermsCheckbox
            termsHref={termsHref(product)}
            submitted={formState.isSubmitted}
            {...register('TermsAccepted')}
          />
          <div>
            <Button type="submit">{t('opening.open')}</Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={draft !== null}
        question={t('opening.confirmAccount')}
        busy={open.isPending}
        onConfirm={confirm}
        onCancel={forget}
      >
        <Stack gap={3}>
          <p>
            <strong>
              {[t(`opening.products.${product}`), draft?.CustomName].filter(Boolean).join(' – ')}
            </strong>
          </p>
          <p>{t('opening.confirmText')}</p>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
