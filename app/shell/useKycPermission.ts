import { useTranslation } from 'react-i18next';
import { kycPermission, type KycPermission } from '../../domain/customer/kyc';
import { useKyc } from './customer';

export interface KycState extends KycPermission {
  /** Why actions are off (or the reminder), in the customer's language. */
  explanation: string | undefined;
}

/** May the customer act today? Undefined while the customer data is loading. */
export function useKycPermission(): KycState | undefined {
  const { t } = useTranslation();
  const { data } = useKyc();
  if (!data) return undefined;
  const permission = kycPermission(data, new Date());
  return {
    ...permission,
    explanation: permission.reason ? t(`errors.${permission.reason}`) : undefined,
  };
}
