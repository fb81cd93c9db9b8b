import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { PublicPage } from '../../shell/PublicPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const SECTIONS = ['agreement', 'repayment', 'costs', 'withdrawal'] as const;

/** The consumer credit terms the applicant accepts before signing (spec gives no document). */
export function LoanTermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('loanApplication.terms.title'));
  return (
    <PublicPage>
      <Stack gap={4}>
        <h1>{t('loanApplication.terms.title')}</h1>
        {SECTIONS.map((section) => (
          <p key={section}>{t(`loanApplication.terms.${section}`)}</p>
        ))}
      </Stack>
    </PublicPage>
  );
}
