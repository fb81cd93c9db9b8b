import { lazy, Suspense } from 'react';
import { loadLoadingOverlay } from './laterSteps';

const LoadingOverlay = lazy(() =>
  loadLoadingOverlay().then((module) => ({ default: module.LoadingOverlay })),
);

/**
 * The loading state while a later step's code or the offer table comes. The overlay's own code
 * loads with what follows the calculator (laterSteps.ts): the calculator's start does not carry it.
 */
export function StepLoading() {
  return (
    <Suspense fallback={null}>
      <LoadingOverlay loading />
    </Suspense>
  );
}
