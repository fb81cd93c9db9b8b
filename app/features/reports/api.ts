import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { executeReport, getReportTypes } from '../../../api/reports';
import type { CallInput } from '../../../api/call';
import { useCall } from '../../data/calls';
import { downloadFile } from '../../shell/downloadFile';

export type StatementRequest = CallInput<typeof executeReport>;

/** The reports the bank draws (the account statement, its formats and longest period). */
export const useReportTypes = () => useCall(getReportTypes, {});

/**
 * Downloads an account statement. The bank names the file; the name here is for an answer that
 * does not. Resolves with the file's name.
 */
export function useStatementDownload() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (request: StatementRequest) =>
      downloadFile(
        executeReport,
        request,
        t('reports.document.filename', {
          start: request.start,
          end: request.end,
          extension: request.Format.toLowerCase(),
        }),
      ),
  });
}
