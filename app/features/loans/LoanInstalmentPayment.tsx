import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as loanPayments from '../../../api/loanPayments';
import * as loans from '../../../api/loans';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { useLoanPaymentBanks } from './api';
import { OwnAccountPayment, useInstalmentPayment } from './InstalmentPayment';
import { OtherBankPayment } from './OtherBankPayment';

type PaymentSource = 'thisBank' | 'otherBank';

/**
 * A person's loan instalment, paid from an account here or from their own account in another
 * bank. The choice is offered only to those with an account in another bank, and only on the
 * form: the summary and the receipt are of one payment. Each way keeps its own payment, so a
 * reload finds the one whose summary was shown.
 */
export function LoanInstalmentPayment({
  loan,
  instalment,
}: {
  loan: Loan;
  instalment: LoanInstalment;
}) {
  const { t } = useTranslation();
  const fromThisBank = useInstalmentPayment(loans.payInstallment, instalment);
  const fromOtherBank = useInstalmentPayment(loanPayments.completeLoanPayment, instalment);
  const banks = useLoanPaymentBanks();
  const [chosen, setChosen] = useState<PaymentSource>(() =>
    fromOtherBank.draft ? 'otherBank' : 'thisBank',
  );
  const otherBanks = banks.data ?? [];
  const otherBankUnderway = fromOtherBank.draft !== null || fromOtherBank.data !== undefined;
  const source = otherBanks.length > 0 || otherBankUnderway ? chosen : 'thisBank';
  const filling =
    source === 'thisBank'
      ? fromThisBank.draft === null && fromThisBank.data === undefined
      : !otherBankUnderway;

  return (
    <Stack gap={4}>
      {filling && otherBanks.length > 0 && (
        <SingleSelectButtons
          label={t('loans.payment.source')}
          options={[
            { value: 'thisBank', label: t('loans.payment.fromThisBank') },
            { value: 'otherBank', label: t('loans.payment.fromOtherBank') },
          ]}
          value={source}
          onChange={(next) => next && setChosen(next)}
        />
      )}
      {source === 'thisBank' ? (
        <OwnAccountPayment loan={loan} instalment={instalment} pay={fromThisBank} />
      ) : (
        <OtherBankPayment
          loan={loan}
          instalment={instalment}
          banks={otherBanks}
          pay={fromOtherBank}
        />
      )}
    </Stack>
  );
}
