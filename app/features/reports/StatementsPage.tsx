import { subMonths } from 'date-fns/subMonths';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BankAccount } from '../../../api/bank';
import { REPORT_FORMATS, reportRequest, type ReportFormat } from '../../../api/reports';
import { refineWith } from '../../../api/refine';
import { toIsoDate } from '../../../domain/dates/dates';
import { statementPeriodProblems } from '../../../domain/reports/statementPeriod';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { DateInput } from '../../../ui/DateInput';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { choiceField, useBankForm } from '../../data/form';
import { AccountSelect } from '../../shell/AccountSelect';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useReportTypes, useStatementDownload } from './api';

/**
 * The statement form: the call's own request (its period rules) with the account a choice to
 * make, and the end not after today (the browser's day; the bank checks its own).
 */
const statementForm = (today: string, chooseAccount: string) =>
  reportRequest
    .safeExtend({ accountId: choiceField(chooseAccount).pipe(reportRequest.shape.accountId) })
    .superRefine(
      refineWith((period: { start: string; end: string }) =>
        statementPeriodProblems(period, today),
      ),
    );

/** `/bank/reports`: an account statement (tiliote) for a period, as PDF or CSV. */
export function StatementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.title'));
  const accounts = useOwnAccounts();
  const types = useReportTypes();
  return (
    <Stack gap={5}>
      <h1>{t('reports.title')}</h1>
      <WhenLoaded queries={[accounts, types] as const} failedTitle={t('reports.loadFailed')}>
        {(list, reportTypes) => {
          const statement = reportTypes.find((type) => type.ReportType === 'AccountStatement');
          if (!statement || list.length === 0) {
            return <AlertBox tone="info">{t('reports.noAccounts')}</AlertBox>;
          }
          return (
            <StatementForm
              accounts={list}
              formats={statement.Formats}
              months={statement.MaxPeriodMonths}
            />
          );
        }}
      </WhenLoaded>
    </Stack>
  );
}

interface StatementFormProps {
  accounts: readonly BankAccount[];
  formats: readonly ReportFormat[];
  months: number;
}

function StatementForm({ accounts, formats, months }: StatementFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [today] = useState(() => toIsoDate(new Date()));
  const schema = useMemo(() => statementForm(today, t('reports.validation.account')), [today, t]);
  const download = useStatementDownload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [params] = useSearchParams();
  const preselected = params.get('accountId');
  const {
    register,
    control,
    handleSubmit,
    showRefusal,
    formState: { errors },
  } = useBankForm(schema, {
    defaultValues: {
      ReportType: 'AccountStatement',
      accountId: accounts.some((account) => account.Id === preselected) ? preselected! : '',
      start: toIsoDate(subMonths(new Date(), 1)),
      end: today,
      Format: formats[0] ?? 'PDF',
    },
  });
  const dateField = (name: 'start' | 'end') => {
    // register() also types HTML constraints (min as a number), which a date input does not take.
    const { ref, onChange, onBlur } = register(name);
    return { ref, name, onChange, onBlur, max: today };
  };
  const submit = handleSubmit((request) => {
    setRefusal(null);
    download.mutate(request, {
      onError: (error) => {
        if (!showRefusal(error)) setRefusal(error.ErrorMessage);
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={5}>
        <p>{t('reports.intro', { months })}</p>
        <AccountSelect
          {...register('accountId')}
          accounts={accounts}
          label={t('reports.account')}
          placeholder={t('reports.chooseAccount')}
          error={errors.accountId?.message}
        />
        <FormField label={t('reports.start')} error={errors.start?.message}>
          <DateInput {...dateField('start')} />
        </FormField>
        <FormField label={t('reports.end')} error={errors.end?.message}>
          <DateInput {...dateField('end')} />
        </FormField>
        <Controller
          control={control}
          name="Format"
          render={({ field }) => (
            <SingleSelectButtons<ReportFormat>
              label={t('reports.format')}
              options={REPORT_FORMATS.filter((format) => formats.includes(format)).map(
                (format) => ({
                  value: format,
                  label: t(`reports.formats.${format}`),
                }),
              )}
              value={field.value}
              onChange={(chosen) => chosen && field.onChange(chosen)}
            />
          )}
        />
        {refusal && (
          <AlertBox tone="error" title={t('reports.failed')}>
            {text(refusal)}
          </AlertBox>
        )}
        <div>
          <Button type="submit" busy={download.isPending}>
            {t('reports.download')}
          </Button>
        </div>
        <p role="status">
          {download.isSuccess && t('reports.downloaded', { fileName: download.data })}
        </p>
      </Stack>
    </form>
  );
}
