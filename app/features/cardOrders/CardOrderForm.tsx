import { useEffect } from 'react';
import { useController, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import type { companyCardHolders } from '../../../api/cardHolders';
import { CARD_KINDS, CARD_LIMIT_FIELDS, CARD_LIMIT_MAXIMA } from '../../../domain/cards/cards';
import { centsToEuros, eurosToCents } from '../../../domain/money/money';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { AmountLimitField } from '../../../ui/AmountLimitField';
import { FormField } from '../../../ui/FormField';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { ChoiceSelect } from '../../shell/ChoiceSelect';
import { FieldWidth } from '../../shell/FieldWidth';
import { FormFooter } from '../../shell/FormFooter';
import type { BankForm } from '../../data/form';
import type { CardOrderDraft, CardOrderValues } from './cardOrderForm';

type Holders = CallOutput<typeof companyCardHolders>;

/** One of the card's limits in whole euros on its slider, kept in cents by the form. */
function LimitField({
  form,
  field,
}: {
  form: BankForm<CardOrderValues, CardOrderDraft>;
  field: (typeof CARD_LIMIT_FIELDS)[number];
}) {
  const { t } = useTranslation();
  const { field: control, fieldState } = useController({
    control: form.control,
    name: `CreditCardUsageLimits.${field}` as Path<CardOrderValues>,
  });
  return (
    <AmountLimitField
      label={t(`kit.card.limit.${field}`)}
      max={CARD_LIMIT_MAXIMA[field]}
      value={centsToEuros(control.value as number)}
      onChange={(euros) => control.onChange(eurosToCents(euros))}
      error={fieldState.error?.message}
      name={control.name}
    />
  );
}

/**
 * The order: virtual or physical, for whom, (a credit card's limit,) and its use and cash
 * limits; a virtual card has no cash limits to set. 'Jatka' leads to the review.
 */
export function CardOrderForm({
  form,
  holders,
  credit,
  onSubmit,
}: {
  form: BankForm<CardOrderValues, CardOrderDraft>;
  holders: Holders;
  credit: boolean;
  onSubmit: (order: CardOrderDraft) => void;
}) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, getFieldState, formState } = form;
  const kind = useController({ control, name: 'CardTypeEnum' });
  const limit = useController({ control, name: 'Limit' });
  const physical = useWatch({ control, name: 'CardTypeEnum' }) === 'PHYSICAL_CARD';

  // Once, as the form comes back from the review with the field the bank refused.
  useEffect(() => {
    const refused = (['HolderUserId', 'Limit'] as const).find((name) => getFieldState(name).error);
    if (refused) form.setFocus(refused);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as said above
  }, []);
  const limits = CARD_LIMIT_FIELDS.filter((field) => physical || !field.endsWith('ATM'));
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap={4}>
        <SingleSelectButtons
          label={t('cardOrders.order.kind')}
          options={CARD_KINDS.map((value) => ({ value, label: t(`kit.card.kind.${value}`) }))}
          value={kind.field.value}
          onChange={(value) => value && kind.field.onChange(value)}
        />
        <ChoiceSelect
          label={t('cardOrders.order.holder')}
          placeholder={t('cardOrders.order.chooseHolder')}
          options={holders.flatMap((holder) =>
            holder.UserId ? [{ value: holder.UserId, label: holder.Name }] : [],
          )}
          error={getFieldState('HolderUserId', formState).error?.message}
          {...register('HolderUserId')}
        />
        {credit && (
          <FieldWidth $max="amount">
            <FormField
              label={t('cardOrders.order.limit')}
              hint={t('cardOrders.order.limitHint')}
              error={limit.fieldState.error?.message}
            >
              <AmountInput {...limit.field} value={limit.field.value as AmountValue} />
            </FormField>
          </FieldWidth>
        )}
        <fieldset>
          <legend>{t('cardOrders.order.limits')}</legend>
          <Stack gap={4}>
            {!physical && <p>{t('cardOrders.order.virtualHasNoCash')}</p>}
            {limits.map((field) => (
              <LimitField key={field} form={form} field={field} />
            ))}
          </Stack>
        </fieldset>
        <FormFooter refusal={form.refusal} busy={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
