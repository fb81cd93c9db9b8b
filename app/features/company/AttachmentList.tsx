import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompanyAttachment } from '../../../api/companyAttachments';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { DateText } from '../../../ui/DateText';
import { useMessageText } from '../../../ui/MessageText';
import { formatFileSize } from '../../../ui/UploadBox/fileSize';
import { useAttachmentDownload } from './api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Name = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** The company's sent documents: name, size, date and sender, each to download. */
export function AttachmentList({ attachments }: { attachments: readonly CompanyAttachment[] }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const download = useAttachmentDownload();
  if (attachments.length === 0) return <p>{t('companyAttachments.list.empty')}</p>;
  return (
    <>
      {download.isError && (
        <AlertBox tone="error" title={t('companyAttachments.list.downloadFailed')}>
          <span>{text(download.error.message)}</span>
        </AlertBox>
      )}
      <List>
        {attachments.map((attachment) => (
          <li key={attachment.Id}>
            <div>
              <Name>{attachment.FileName}</Name>
              <Details>
                {formatFileSize(attachment.Size, i18n.language)} ·{' '}
                <DateText date={attachment.SentAt} /> ·{' '}
                {t('companyAttachments.list.sentBy', { name: attachment.SentBy })}
              </Details>
            </div>
            <Button
              variant="secondary"
              aria-label={t('companyAttachments.list.download', { name: attachment.FileName })}
              onClick={() => download.mutate(attachment)}
            >
              {t('companyAttachments.list.downloadButton')}
            </Button>
          </li>
        ))}
      </List>
    </>
  );
}
