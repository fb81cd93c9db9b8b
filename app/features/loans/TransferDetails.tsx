import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOAN_PAYMENT_IBAN } from '../../../domain/loans/loanPaymentAccount';
import type { Loan } from '../../../domain/loans/loan';
import { IbanText } from '../../../ui/IbanText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';

/** A company pays its loan by bank transfer: the account to pay to and the loan's reference. */
export function TransferDetails({ loan }: { loan: Pick<Loan, 'PaymentReference'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap={3}>
        <h2 id={headingId}>{t('loans.details.transfer.title')}</h2>
        <p>{t('loans.details.transfer.text')}</p>
        <ValueList
          items={[
            {
              id: 'Iban',
              term: t('loans.details.transfer.account'),
              value: <IbanText iban={COMPANY_LOAN_PAYMENT_IBAN} />,
            },
            {
              id: 'PaymentReference',
              term: t('loans.details.transfer.reference'),
              value: loan.PaymentReference,
            },
          ]}
        />
      </Stack>
    </Panel>
  );
}
