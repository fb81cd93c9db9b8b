import { useCustomer } from '../../shell/customer';

/** A company customer sees the company loan pages (spec §2, §6). */
export function useCompanyView(): boolean {
  return useCustomer().data?.customerType === 'Company';
}
