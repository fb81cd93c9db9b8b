import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallOutput } from '../../../api/call';
import type * as loans from '../../../api/loans';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { LoadFailed } from '../../shell/LoadFailed';
import { useLoanDocuments } from './api';

type LoanDocument = CallOutput<typeof loans.documents>[number];

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The loan's contract and other documents, each a link that saves its PDF. */
export function LoanDocuments({ loanId }: { loanId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useLoanDocuments(loanId);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loans.documentList.title')}</h2>
      {isError ? (
        <LoadFailed
          title={t('loans.documentList.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingOverlay loading={isPending}>
          {data?.length === 0 && <p>{t('loans.documentList.empty')}</p>}
          {data && data.length > 0 && (
            <List>
              {data.map((document) => (
                <li key={document.DocumentType}>
                  <DocumentLink document={document} />
                </li>
              ))}
            </List>
          )}
        </LoadingOverlay>
      )}
    </section>
  );
}

/**
 * The PDF came with the list: the link carries it as a data URL, which `download` saves under
 * the bank's file name (a download, so no page of the browser's is opened with it).
 */
function DocumentLink({ document }: { document: LoanDocument }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`data:${document.ContentType};base64,${document.Content}`}
      download={document.FileName}
    >
      {t('loans.documentList.link', {
        name: t(`catalogue.loanDocumentType.${document.DocumentType}`),
      })}
    </Link>
  );
}
