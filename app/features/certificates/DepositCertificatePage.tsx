import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { useCertificateDownload } from './api';
import { CertificatePage, type CertifiedAccount } from './CertificatePage';
import { CertifiedAccountSummary } from './CertifiedAccountSummary';
import { DownloadOutcome } from './DownloadOutcome';

/** `/bank/accounts/deposit-certificate?accountId=`: a company's term deposit certificate. */
export function DepositCertificatePage() {
  return (
    <CertificatePage kind="deposit">
      {(account) => <DepositCertificate account={account} />}
    </CertificatePage>
  );
}

function DepositCertificate({ account }: { account: CertifiedAccount }) {
  const { t } = useTranslation();
  const download = useCertificateDownload('deposit');
  return (
    <Stack gap={5}>
      <CertifiedAccountSummary account={account} />
      <div>
        <Button
          busy={download.isPending}
          onClick={() => download.mutate({ accountId: account.Id })}
        >
          {t('certificates.download')}
        </Button>
      </div>
      <DownloadOutcome downloaded={download.isSuccess} error={download.error?.message ?? null} />
    </Stack>
  );
}
