import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Every route names itself in the browser tab and to screen readers arriving on the page. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('shell.documentTitle', { page });
  }, [page, t]);
}
