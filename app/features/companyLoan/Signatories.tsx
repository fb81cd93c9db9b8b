import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { CompanyLoanApplication } from './api';

/** Who signs for the company: who has signed (and when) and whose signature is awaited. */
export function Signatories({
  signatories,
}: {
  signatories: CompanyLoanApplication['Signatories'];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="signatories-heading">
      <h2 id="signatories-heading">{t('companyLoan.signatories.title')}</h2>
      <ul>
        {signatories.map((person) => (
          <li key={person.Name}>
            {person.Name}, {person.Position}{' '}
            {person.SignedAt ? (
              <StatusBadge tone="green" label={t('companyLoan.signatories.signed')} />
            ) : person.Awaited ? (
              <StatusBadge tone="orange" label={t('companyLoan.signatories.awaited')} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
