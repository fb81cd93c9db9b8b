import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceCertificate, depositCertificate } from '../../../api/bankProducts';
import type { CertificateKind } from '../../../domain/accounts/accounts';
import { toIsoDate } from '../../../domain/dates/dates';
import { downloadFile } from '../../shell/downloadFile';

/**
 * Downloads a certificate of one account (the balance certificate of one day). The bank names
 * the file; the name here is for an answer that does not.
 */
export function useCertificateDownload(kind: CertificateKind) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ accountId, date }: { accountId: string; date?: string }) => {
      const day = date ?? toIsoDate(new Date());
      return kind === 'balance'
        ? downloadFile(
            balanceCertificate,
            { accountId, date },
            t('certificates.pdf.balance.filename', { day }),
          )
        : downloadFile(
            depositCertificate,
            { accountId },
            t('certificates.pdf.deposit.filename', { day }),
          );
    },
  });
}
