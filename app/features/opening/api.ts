import * as bank from '../../../api/bank';
import * as bankProducts from '../../../api/bankProducts';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { useCall } from '../../data/calls';

export const useBankConfig = () => useCall(bank.getConfig, {});
export const useTermDepositCalc = () => useCall(bankProducts.termDepositCalc, {});

/** A person's payment account and a company's come from different calls of the catalogue. */
export const OPENING_CALLS = {
  payment: {
    Person: bankProducts.basicAccountCreate,
    Company: bankProducts.sepaCreateAccount,
  },
  savings: {
    Person: bankProducts.savingsAccountCreate,
    Company: bankProducts.savingsAccountCreate,
  },
} as const satisfies Record<string, Record<CustomerType, unknown>>;

export type OpenedKind = keyof typeof OPENING_CALLS;
