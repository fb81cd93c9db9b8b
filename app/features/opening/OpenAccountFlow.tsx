import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openAccountRequest } from '../../../api/bankProducts';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormField } from '../../../ui/FormField';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import { TermsCheckbox } from '../../../ui/TermsCheckbox';
import { TextInput } from '../../../ui/TextInput';
import { showOnField } from '../../shell/serverFieldError';
import { useOpenAccount, type OpenedKind } from './api';
import { OpeningResult, type OpenedAccount } from './OpeningResult';
import { PRODUCT_NAMES, termsHref, type Product } from './products';
import { useIdempotencyKey } from '../../shell/useIdempotencyKey';

const NAME_MAX_LENGTH = 40;

export interface OpenAccountFlowProps {
  kind: OpenedKind;
  product: Product;
  customerType: CustomerType;
  /** The product in a few sentences, above the form. */
  intro: ReactNode;
}

/**
 * Opening a payment or savings account: an optional name and the terms, a yes/no question
 * before the account is opened, then the new account with a link to its page.
 */
export function OpenAccountFlow({ kind, product, customerType, intro }: OpenAccountFlowProps) {
  const { t } = useTranslation();
  const open = useOpenAccount(kind, customerType);
  const [confirming, setConfirming] = useState<{ CustomName?: string } | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm({
    // The form asks what the customer chooses; the key is added when the request is sent.
    resolver: zodResolver(openAccountRequest.omit({ IdempotencyKey: true })),
    mode: 'onTouched',
    defaultValues: { CustomName: '' },
  });

  if (opened) {
    return (
      <Stack gap={5}>
        <StepIndicator current={3} total={3} />
        <OpeningResult account={opened} title={t('opening.opened')} />
      </Stack>
    );
  }

  const confirm = () => {
    if (!confirming) return;
    setFormError(null);
    const request = { ...confirming, TermsAccepted: true as const };
    open.mutate(
      { ...request, IdempotencyKey: idempotencyKey(request) },
      {
        onSuccess: setOpened,
        onError: (error) => {
          setConfirming(null);
          if (!showOnField(error, ['CustomName'], setError)) {
            setFormError(error.message);
          }
        },
      },
    );
  };
  const submit = handleSubmit(({ CustomName }) =>
    setConfirming({ CustomName: CustomName || undefined }),
  );

  return (
    <Stack gap={5}>
      <StepIndicator current={confirming ? 2 : 1} total={3} />
      {intro}
      {formError && (
        <AlertBox tone="error" title={t('opening.failed')}>
          {formError}
        </AlertBox>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={5}>
          <FormField
            label={t('opening.name')}
            hint={t('opening.nameHint')}
            error={errors.CustomName?.message}
          >
            <TextInput maxLength={NAME_MAX_LENGTH} autoComplete="off" {...register('CustomName')} />
          </FormField>
          <TermsCheckbox
            termsHref={termsHref(product)}
            submitted={isSubmitted}
            {...register('TermsAccepted')}
          />
          <div>
            <Button type="submit">{t('opening.open')}</Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        question={t('opening.confirmAccount')}
        busy={open.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <Stack gap={3}>
          <p>
            <strong>
              {[PRODUCT_NAMES[product], confirming?.CustomName].filter(Boolean).join(' – ')}
            </strong>
          </p>
          <p>{t('opening.confirmText')}</p>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
