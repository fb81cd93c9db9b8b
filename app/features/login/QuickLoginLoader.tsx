import { lazy, Suspense } from 'react';
import { loadBankTexts } from '../../shell/texts';

// Imported from here, not from the login page: the list of the parts' chunks stays out of its start.
const QuickLogin = lazy(async () => {
  const [quick] = await Promise.all([import('./QuickLogin'), loadBankTexts('quickLogin')]);
  return { default: quick.QuickLogin };
});

/** The SMS code and the device's PIN, with their texts, once the login page has started. */
export default function QuickLoginLoader() {
  return (
    <Suspense fallback={null}>
      <QuickLogin />
    </Suspense>
  );
}
