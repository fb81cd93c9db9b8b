import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { calendarDate } from '../../../api/wire';
import { toIsoDate } from '../../../domain/dates/dates';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { Stack } from '../../../ui/Stack';
import { showOnField } from '../../shell/serverFieldError';
import { useCertificateDownload } from './api';
import { CertificatePage, type CertifiedAccount } from './CertificatePage';
import { CertifiedAccountSummary } from './CertifiedAccountSummary';
import { DownloadOutcome } from './DownloadOutcome';

/** `/bank/accounts/balance-statement?accountId=`: a company's balance and interest certificate. */
export function BalanceStatementPage() {
  return (
    <CertificatePage kind="balance">
      {(account) => <BalanceStatement account={account} />}
    </CertificatePage>
  );
}

const FUTURE_DATE = 'Valitse tämä päivä tai aiempi päivä';

function BalanceStatement({ account }: { account: CertifiedAccount }) {
  const { t } = useTranslation();
  const [today] = useState(() => toIsoDate(new Date()));
  const download = useCertificateDownload('balance');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(
      z.object({ date: calendarDate.refine((date) => date <= today, FUTURE_DATE) }),
    ),
    mode: 'onTouched',
    defaultValues: { date: today },
  });
  // register() also types HTML constraints (min as a number), which a date input does not take.
  const { ref, name, onChange, onBlur } = register('date');
  const submit = handleSubmit(({ date }) => {
    setFormError(null);
    download.mutate(
      { accountId: account.Id, date },
      {
        onError: (error) => {
          if (!showOnField(error, ['date'], setError)) setFormError(error.message);
        },
      },
    );
  });

  return (
    <Stack gap={5}>
      <CertifiedAccountSummary account={account} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          <FormField
            label={t('certificates.date')}
            hint={t('certificates.dateHint')}
            error={errors.date?.message}
          >
            <DateInput ref={ref} name={name} onChange={onChange} onBlur={onBlur} max={today} />
          </FormField>
          <div>
            <Button type="submit" busy={download.isPending}>
              {t('certificates.download')}
            </Button>
          </div>
        </Stack>
      </form>
      <DownloadOutcome downloaded={download.isSuccess} error={formError} />
    </Stack>
  );
}
