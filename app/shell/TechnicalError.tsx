import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TechnicalErrorPage } from '../../ui/TechnicalErrorPage';
import { useDocumentTitle } from './useDocumentTitle';

/** Any failure of a page shows the technical-error page, not a blank. */
export function TechnicalError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.technicalErrorPage.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <TechnicalErrorPage homeHref="/bank/home" onClose={() => window.history.back()} />;
}
