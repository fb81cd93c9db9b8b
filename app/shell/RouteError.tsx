import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { TechnicalErrorPage } from '../../ui/TechnicalErrorPage';
import { useDocumentTitle } from './useDocumentTitle';

/** The top-level boundary: any failure of a page shows the technical-error page, not a blank. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('common.technicalErrorPage.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <TechnicalErrorPage homeHref="/bank/home" onClose={() => window.history.back()} />;
}
