import type { ReactNode } from 'react';
import { AlertBox } from '../../ui/AlertBox';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useKycPermission } from './useKycPermission';

export interface ActionGateProps {
  /** What cannot be done, as the banner's title: 'Maksaminen ei ole mahdollista'. */
  blockedTitle: string;
  children: ReactNode;
}

/**
 * A page that moves money shows its form only to a customer who may act; a view-only customer,
 * or one whose KYC does not allow acting, is told why instead (the bank refuses them too).
 */
export function ActionGate({ blockedTitle, children }: ActionGateProps) {
  const permission = useKycPermission();
  if (!permission) return <LoadingOverlay loading />;
  if (!permission.allowed) {
    return (
      <AlertBox tone="info" title={blockedTitle}>
        {permission.explanation}
      </AlertBox>
    );
  }
  return children;
}
