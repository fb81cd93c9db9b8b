import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { useKycPermission } from '../../shell/useKycPermission';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCompanyAttachments } from './api';
import { AttachmentList } from './AttachmentList';
import { AttachmentSender } from './AttachmentSender';

/**
 * `/bank/company/attachments` ('Liitteet'): the company sends documents to the bank and sees
 * those sent. Whoever may only view the company sees the list, not the upload box.
 */
export function CompanyAttachmentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyAttachments.title'));
  const permission = useKycPermission();
  const list = useCompanyAttachments();

  return (
    <Stack gap={5}>
      <h1>{t('companyAttachments.title')}</h1>
      <p>{t('companyAttachments.lead')}</p>
      {permission?.allowed && <AttachmentSender />}
      {permission && !permission.allowed && (
        <AlertBox tone="info">
          <span>{t('companyAttachments.viewOnly')}</span>
        </AlertBox>
      )}
      <section aria-labelledby="attachment-list">
        <Stack gap={3}>
          <h2 id="attachment-list">{t('companyAttachments.list.heading')}</h2>
          <WhenLoaded queries={[list]} failedTitle={t('companyAttachments.list.loadFailed')}>
            {(attachments) => <AttachmentList attachments={attachments} />}
          </WhenLoaded>
        </Stack>
      </section>
    </Stack>
  );
}
