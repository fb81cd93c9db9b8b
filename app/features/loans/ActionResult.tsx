import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../domain/loans/loan';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { loanHref } from './loanPaths';
import { useCompanyView } from './useCompanyView';

/** The bank did it: what was done, then back to the loan's page. */
export function ActionResult({
  title,
  items,
  loan,
}: {
  title: string;
  items: readonly ValueListItem[];
  loan: Pick<Loan, 'Id' | 'TypeEnum' | 'Name'>;
}) {
  const { t } = useTranslation();
  const company = useCompanyView();
  return (
    <Stack gap={4}>
      <FocusedHeading>{title}</FocusedHeading>
      <ValueList items={items} />
      <div>
        <ButtonLink href={loanHref(loan, company)}>
          {t('loans.action.toLoan', { name: loan.Name })}
        </ButtonLink>
      </div>
    </Stack>
  );
}
