import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { TechnicalError } from '../routeParts';

/** The boundary of a page that starts without a router (the landing page's calculator). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => (
        <Suspense fallback={null}>
          <TechnicalError error={error} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
