import { useMutation } from '@tanstack/react-query';
import { CERTIFICATE_PATHS } from '../../../api/bankProducts';
import type { CertificateKind } from '../../../domain/accounts/accounts';
import { downloadFile } from '../../shell/downloadFile';

const FILE_NAMES: Record<CertificateKind, string> = {
  balance: 'saldo-ja-korkotodistus.pdf',
  deposit: 'talletustodistus.pdf',
};

/** Downloads a certificate of one account (the balance certificate of one day). */
export function useCertificateDownload(kind: CertificateKind) {
  return useMutation({
    mutationFn: (query: { accountId: string; date?: string }) =>
      downloadFile(
        CERTIFICATE_PATHS[kind],
        Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        FILE_NAMES[kind],
      ),
  });
}
