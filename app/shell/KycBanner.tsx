import { AlertBox } from '../../ui/AlertBox';
import { useKycPermission } from './useKycPermission';

/** The `kyc_expires_soon` reminder, and why actions are off when the customer may not act. */
export function KycBanner() {
  const permission = useKycPermission();
  if (!permission) return null;
  if (permission.allowed && permission.status === 'ExpiresSoon') {
    return <AlertBox tone="warning">{permission.explanation}</AlertBox>;
  }
  if (!permission.allowed) return <AlertBox tone="info">{permission.explanation}</AlertBox>;
  return null;
}
