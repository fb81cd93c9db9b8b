import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/**
 * The frame of a page about the company's cards: its name, what it does, and who may use it.
 * A person's own bank and the company's card holders are told why not, instead of a page the
 * bank would refuse; `acts` also sends a customer who may not act (view-only, KYC) away.
 */
export function CompanyCardsPage({
  title,
  intro,
  acts = true,
  children,
}: {
  title: string;
  intro: string;
  acts?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const { data: customer } = useCustomer();
  const refused = (reason: string) => (
    <AlertBox tone="info" title={t('cardOrders.common.refusedTitle')}>
      {reason}
    </AlertBox>
  );
  let body: ReactNode;
  if (!customer) body = <LoadingOverlay loading />;
  else if (customer.customerType !== 'Company')
    body = refused(t('cardOrders.common.personRefused'));
  else if (customer.Role === 'CardHolder') body = refused(t('cardOrders.common.cardHolderRefused'));
  else if (acts)
    body = <ActionGate blockedTitle={t('cardOrders.common.refusedTitle')}>{children}</ActionGate>;
  else body = children;
  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      <p>{intro}</p>
      {body}
    </Stack>
  );
}
