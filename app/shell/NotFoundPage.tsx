import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/ButtonLink';
import { Stack } from '../../ui/Stack';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <Stack gap={4}>
      <h1>{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.text')}</p>
      <div>
        <ButtonLink href="/bank/home">{t('shell.notFound.home')}</ButtonLink>
      </div>
    </Stack>
  );
}
