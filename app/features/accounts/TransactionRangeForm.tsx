import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { transactionsRequest } from '../../../api/bankAccounts';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { useBankForm } from '../../data/form';
import type { DateRange } from './transactionRange';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  & > button {
    /* In line with the inputs, below their labels. */
    margin-top: calc(${({ theme }) => theme.space[1]} + 1.5em);
  }
`;

export interface TransactionRangeFormProps {
  accountId: string;
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}

/** Two dates and 'Näytä': the bank's own range rules (order, at most 13 months) are checked first. */
export function TransactionRangeForm({
  accountId,
  range,
  today,
  onChange,
}: TransactionRangeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useBankForm(transactionsRequest, { defaultValues: { accountId, ...range } });
  // register() also types HTML constraints (min as a number), which a date input does not take.
  const dateField = (name: 'start' | 'end') => {
    const { ref, onChange, onBlur } = register(name);
    return { ref, name, onChange, onBlur };
  };
  const submit = handleSubmit(({ start, end }) => onChange({ start, end }));

  return (
    <form
      noValidate
      aria-label={t('accounts.account.filter')}
      onSubmit={(event) => void submit(event)}
    >
      <Fields>
        <FormField label={t('accounts.account.start')} error={errors.start?.message}>
          <DateInput {...dateField('start')} max={today} />
        </FormField>
        <FormField label={t('accounts.account.end')} error={errors.end?.message}>
          <DateInput {...dateField('end')} max={today} />
        </FormField>
        <Button type="submit" variant="secondary">
          {t('accounts.account.show')}
        </Button>
      </Fields>
    </form>
  );
}
