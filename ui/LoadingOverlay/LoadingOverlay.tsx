import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';

export interface LoadingOverlayProps {
  loading: boolean;
  /** The content the overlay covers; it cannot be used while loading. */
  children?: ReactNode;
  /** Covers the whole viewport instead of its own box. */
  fullPage?: boolean;
  /** After this long a second line asks the user not to close the page. */
  slowAfterMs?: number;
}

const Container = styled.div`
  position: relative;
`;

const Scrim = styled.div<{ $fullPage: boolean }>`
  position: ${({ $fullPage }) => ($fullPage ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background.overlay};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 320px;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;

  & p {
    margin: 0;
  }
`;

const BigSpinner = styled(Spinner)`
  color: ${({ theme }) => theme.colors.action.selected};
`;

/**
 * Covers its content (or the page) while `loading`. It is no trap: only the covered content is
 * inert, focus is never held, and it goes as soon as `loading` is false; the owner ends loading on
 * failure as well as on success. The status line is always in the DOM, so the wait is announced.
 */
export function LoadingOverlay({
  loading,
  children,
  fullPage = false,
  slowAfterMs = 7000,
}: LoadingOverlayProps) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, slowAfterMs]);

  const lines = [t('common.loading'), ...(slow ? [t('common.loadingOverlay.slow')] : [])];

  return (
    <Container aria-busy={loading}>
      <div inert={loading}>{children}</div>
      <VisuallyHidden role="status">{loading && lines.join(' ')}</VisuallyHidden>
      {loading && (
        <Scrim $fullPage={fullPage} aria-hidden="true">
          <Card>
            <BigSpinner $size={40} />
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Card>
        </Scrim>
      )}
    </Container>
  );
}
