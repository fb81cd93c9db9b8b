import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

export interface CardFrameProps<T> {
  /** The page's name while what it shows is not known, or not found. */
  title: string;
  /** The page's name once it is known. */
  titleOf: (found: T) => string;
  /** What the page shows: undefined while loading, null when it is not the customer's. */
  found: T | null | undefined;
  error: (Error & { status?: number }) | null;
  onRetry: () => void;
  notFound: string;
  children: (found: T) => ReactNode;
}

/**
 * A page of one card or card account: the way back to all cards, loading, a failed load with a
 * way to try again, and a clear word when it is not the customer's (the bank's 404 included).
 */
export function CardFrame<T>({
  title,
  titleOf,
  found,
  error,
  onRetry,
  notFound,
  children,
}: CardFrameProps<T>) {
  const { t } = useTranslation();
  const missing = found === null || error?.status === 404;
  useDocumentTitle(found ? titleOf(found) : title);
  return (
    <Stack gap={5}>
      <div>
        <Link href="/bank/cards">{t('cards.details.allCards')}</Link>
      </div>
      {found ? (
        children(found)
      ) : (
        <>
          <h1>{title}</h1>
          {missing ? (
            <AlertBox tone="error" title={notFound}>
              {t('cards.details.notFoundText')}
            </AlertBox>
          ) : error ? (
            <LoadFailed title={t('cards.overview.loadFailed')} error={error} onRetry={onRetry} />
          ) : (
            <LoadingOverlay loading />
          )}
        </>
      )}
    </Stack>
  );
}
