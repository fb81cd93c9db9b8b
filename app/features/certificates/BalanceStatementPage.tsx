import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceCertificate } from '../../../api/bankProducts';
import { refineWith } from '../../../api/refine';
import { toIsoDate } from '../../../domain/dates/dates';
import { code } from '../../../domain/errors/message';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { Stack } from '../../../ui/Stack';
import { useBankForm } from '../../data/form';
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

/** The call's day, required here, and not after today: a certificate tells what has been. */
const statementForm = (today: string) =>
  balanceCertificate.request
    .pick({ date: true })
    .required()
    .superRefine(
      refineWith(({ date }: { date: string }) => ({
        date: date > today ? code('certificates.refusals.futureDay') : null,
      })),
    );

function BalanceStatement({ account }: { account: CertifiedAccount }) {
  const { t } = useTranslation();
  const [today] = useState(() => toIsoDate(new Date()));
  const schema = useMemo(() => statementForm(today), [today]);
  const download = useCertificateDownload('balance');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    showRefusal,
    formState: { errors },
  } = useBankForm(schema, { defaultValues: { date: today } });
  // register() also types HTML constraints (min as a number), which a date input does not take.
  const { ref, name, onChange, onBlur } = register('date');
  const submit = handleSubmit(({ date }) => {
    setFormError(null);
    download.mutate(
      { accountId: account.Id, date },
      {
        onError: (error) => {
          if (!showRefusal(error)) setFormError(error.message);
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
