import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { isProduct, TERMS_SECTIONS, type Product } from './products';

/** `/bank/accounts/terms/{product}`: the terms the opening forms link to (in a new window). */
export function TermsPage() {
  const { product } = useParams();
  if (!isProduct(product)) return <NotFoundPage />;
  return <Terms product={product} />;
}

function Terms({ product }: { product: Product }) {
  const { t } = useTranslation();
  const title = t('opening.termsTitle', { product: t(`opening.products.${product}`) });
  useDocumentTitle(title);
  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      <Panel>
        {TERMS_SECTIONS[product].map((section) => (
          <section key={section}>
            <h2>{t(`opening.terms.${section}.heading`)}</h2>
            <p>{t(`opening.terms.${section}.text`)}</p>
          </section>
        ))}
      </Panel>
    </Stack>
  );
}
