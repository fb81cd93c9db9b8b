import { useMutation } from '@tanstack/react-query';
import { balanceCertificate, depositCertificate } from '../../../api/bankProducts';
import type { CertificateKind } from '../../../domain/accounts/accounts';
import { downloadFile } from '../../shell/downloadFile';

const FILE_NAMES: Record<CertificateKind, string> = {
  balance: 'saldo-ja-korkotodistus.pdf',
  deposit: 'talletustodistus.pdf',
};

/** Downloads a certificate of one account (the balance certificate of one day). */
export function useCertificateDownload(kind: CertificateKind) {
  return useMutation({
    mutationFn: ({ accountId, date }: { accountId: string; date?: string }) =>
      kind === 'balance'
        ? downloadFile(balanceCertificate, { accountId, date }, FILE_NAMES.balance)
        : downloadFile(depositCertificate, { accountId }, FILE_NAMES.deposit),
  });
}
