import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { StepIndicator } from '../../../ui/StepIndicator';
import type { OpenedAccount } from './OpeningResult';

// The new account's page part loads once there is an account to show, not with the form.
const OpeningResult = lazy(() =>
  import('./OpeningResult').then((module) => ({ default: module.OpeningResult })),
);

/** The last step of opening an account or a deposit: the new account. */
export function OpenedStep({ account, title }: { account: OpenedAccount; title: string }) {
  return (
    <Stack gap={5}>
      <StepIndicator current={3} total={3} />
      <Suspense fallback={<LoadingOverlay loading />}>
        <OpeningResult account={account} title={title} />
      </Suspense>
    </Stack>
  );
}
