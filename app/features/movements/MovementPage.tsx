import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
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
    <Stack gap={5}>
      <h1>{title}</h1>
      <p>{intro}</p>
      <ActionGate blockedTitle={t('movements.common.blocked')}>{children}</ActionGate>
    </Stack>
  );
}
