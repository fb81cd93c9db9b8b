import { useTranslation } from 'react-i18next';
import { accountDisplayName } from '../../../domain/accounts';
import { IbanText } from '../../../ui/IbanText';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import type { CertifiedAccount } from './CertificatePage';

/** Which account the certificate is of: its name, number and balance today. */
export function CertifiedAccountSummary({ account }: { account: CertifiedAccount }) {
  const { t } = useTranslation();
  const items: ValueListItem[] = [
    { id: 'Name', term: t('bank.accountCertificate.account'), value: accountDisplayName(account) },
  ];
  if (account.Iban) {
    items.push({
      id: 'Iban',
      term: t('bank.account.iban'),
      value: <IbanText iban={account.Iban} />,
    });
  }
  items.push({
    id: 'Balance',
    term: t('bank.account.balance'),
    value: <Money cents={account.Balance} tone="plain" />,
  });
  return (
    <Panel>
      <ValueList items={items} />
    </Panel>
  );
}
