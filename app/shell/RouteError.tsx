import { Suspense } from 'react';
import { useRouteError } from 'react-router';
import { TechnicalError } from '../routeParts';

/** The routes' top-level boundary (routes.tsx, landingRoutes.tsx). */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <TechnicalError error={useRouteError()} />
    </Suspense>
  );
}
