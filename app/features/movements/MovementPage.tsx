import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GatedPage } from '../../shell/GatedPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** The frame of a page that moves money: its name, what it does, and the KYC gate. */
export function MovementPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <GatedPage title={title} intro={intro} blockedTitle={t('movements.common.blocked')}>
      {children}
    </GatedPage>
  );
}
