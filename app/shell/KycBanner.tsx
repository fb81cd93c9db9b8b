import { AlertBox } from '../../ui/AlertBox';
import { useKycPermission } from './useKycPermission';

/** The `kyc_expires_soon` reminder, and why actions are off when the customer may not act. */
export function KycBanner() {
  const permission = useKycPermission();
  if (!permission?.explanation) return null;
  return (
    <AlertBox tone={permission.allowed ? 'warning' : 'info'}>{permission.explanation}</AlertBox>
  );
}
