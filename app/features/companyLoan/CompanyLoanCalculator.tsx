import { useTranslation } from 'react-i18next';
import { companyLoanOffer } from '../../../domain/loans/companyLoan';
import { companyLoanDefaultMonths } from '../../../domain/loans/loanCalculator';
import { COMPANY_LOAN_TYPES, type CompanyLoanType } from '../../../domain/loans/loan';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { eurosToCents } from '../../../domain/money/money';
import { FormField } from '../../../ui/FormField';
import { Money } from '../../../ui/Money';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Slider } from '../../../ui/Slider';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCalculatorData } from './api';

export interface CompanyLoanChoice {
  LoanType: CompanyLoanType;
  Amount: number;
  InstallmentCount: number;
}

/**
 * The company loan calculator: the loan type, the amount and the duration within the type's
 * spans (`company-calcdata`), and the offer priced by the bank's one loan calculator.
 */
export function CompanyLoanCalculator({
  choice,
  onChange,
}: {
  choice: CompanyLoanChoice;
  onChange: (choice: CompanyLoanChoice) => void;
}) {
  const { t } = useTranslation();
  const data = useCalculatorData(choice.LoanType);
  const offer = companyLoanOffer(choice.LoanType, choice.Amount, choice.InstallmentCount);
  return (
    <Stack gap={4}>
      <SingleSelectButtons
        label={t('companyLoan.calculator.loanType')}
        options={COMPANY_LOAN_TYPES.map((value) => ({
          value,
          label: t(`companyLoan.loanNames.${value}`),
        }))}
        value={choice.LoanType}
        onChange={(LoanType) =>
          LoanType &&
          onChange({
            LoanType,
            Amount: choice.Amount,
            InstallmentCount: companyLoanDefaultMonths(LoanType),
          })
        }
      />
      <WhenLoaded queries={[data]} failedTitle={t('companyLoan.calculator.loadFailed')}>
        {(limits) => (
          <Stack gap={4}>
            <FormField label={t('companyLoan.calculator.amount')}>
              <Slider
                name="amount"
                min={limits.MinAmount}
                max={limits.MaxAmount}
                step={limits.AmountStep}
                value={Math.min(Math.max(choice.Amount, limits.MinAmount), limits.MaxAmount)}
                formatValue={formatWholeEuros}
                onChange={(Amount) => onChange({ ...choice, Amount })}
              />
            </FormField>
            <FormField label={t('companyLoan.calculator.months')}>
              <Slider
                name="months"
                min={limits.MinInstallmentCount}
                max={limits.MaxInstallmentCount}
                step={1}
                value={Math.min(
                  Math.max(choice.InstallmentCount, limits.MinInstallmentCount),
                  limits.MaxInstallmentCount,
                )}
                formatValue={(months) => t('companyLoan.calculator.monthsValue', { months })}
                onChange={(InstallmentCount) => onChange({ ...choice, InstallmentCount })}
              />
            </FormField>
          </Stack>
        )}
      </WhenLoaded>
      {offer && (
        <ValueList
          items={[
            {
              id: 'instalment',
              term: t('companyLoan.offer.instalment'),
              value: <Money cents={eurosToCents(offer.InstallmentAmount)} tone="plain" />,
            },
            {
              id: 'openingFee',
              term: t('companyLoan.offer.openingFee'),
              value: <Money cents={eurosToCents(offer.OpeningFee)} tone="plain" />,
            },
            {
              id: 'rate',
              term: t('companyLoan.offer.interestRate'),
              value: t('companyLoan.offer.percent', { value: offer.InterestRate }),
            },
            {
              id: 'effectiveRate',
              term: t('companyLoan.offer.effectiveRate'),
              value: t('companyLoan.offer.percent', { value: offer.EffectiveAnnualRate }),
            },
            {
              id: 'total',
              term: t('companyLoan.offer.total'),
              value: <Money cents={eurosToCents(offer.TotalRepayment)} tone="plain" />,
            },
          ]}
        />
      )}
    </Stack>
  );
}
