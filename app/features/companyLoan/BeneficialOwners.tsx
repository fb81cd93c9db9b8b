import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { CompanyLoanApplication } from './api';

/** The company's beneficial owners: who has confirmed the application and who is awaited. */
export function BeneficialOwners({ owners }: { owners: CompanyLoanApplication['Owners'] }) {
  const { t } = useTranslation();
  if (owners.length === 0) return null;
  return (
    <section aria-labelledby="owners-heading">
      <h2 id="owners-heading">{t('companyLoan.owners.title')}</h2>
      <p>{t('companyLoan.owners.lead')}</p>
      <ul>
        {owners.map((owner) => (
          <li key={owner.Name}>
            {t('companyLoan.owners.owner', { name: owner.Name, percent: owner.OwnershipPercent })}{' '}
            {owner.ConfirmedAt ? (
              <StatusBadge tone="green" label={t('companyLoan.owners.confirmed')} />
            ) : owner.Awaited ? (
              <StatusBadge tone="orange" label={t('companyLoan.owners.awaited')} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
