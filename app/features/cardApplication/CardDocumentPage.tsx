import { useTranslation } from 'react-i18next';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/**
 * `/bank/cards/apply/terms` and `/price-list`: the documents `onboarding-documents-urls` points
 * to (spec gives none; ours, in the customer's language).
 */
export function CardDocumentPage({ document }: { document: 'terms' | 'priceList' }) {
  const { t } = useTranslation();
  const title = t(`cardApplication.documents.${document}Title`);
  useDocumentTitle(title);
  const paragraphs = t(`cardApplication.documents.${document}`, { returnObjects: true });
  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      <Panel>
        {(paragraphs as string[]).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Panel>
    </Stack>
  );
}

export const CardTermsPage = () => <CardDocumentPage document="terms" />;
export const CardPriceListPage = () => <CardDocumentPage document="priceList" />;
