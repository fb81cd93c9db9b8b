import {
  CERTIFICATE_LABELS,
  certificateEligibility,
  type Account,
  type CertificateKind,
} from '../../../domain/accounts/accounts';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';

const CERTIFICATE_PAGES: Record<CertificateKind, string> = {
  balance: '/bank/accounts/balance-statement',
  deposit: '/bank/accounts/deposit-certificate',
};

/** A company's way to the certificate its account qualifies for; nothing for anyone else. */
export function CertificateLink({
  account,
  customerType,
}: {
  account: Account;
  customerType: CustomerType;
}) {
  const text = useMessageText();
  const kind = certificateEligibility(account, customerType);
  if (!kind) return null;
  return (
    <div>
      <ButtonLink variant="tertiary" href={`${CERTIFICATE_PAGES[kind]}?accountId=${account.Id}`}>
        {text(CERTIFICATE_LABELS[kind])}
      </ButtonLink>
    </div>
  );
}
