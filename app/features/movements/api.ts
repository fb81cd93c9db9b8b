import * as externalAccounts from '../../../api/externalAccounts';
import { useCall } from '../../data/calls';

/** The customer's own accounts in other banks. */
export const useExternalAccounts = () => useCall(externalAccounts.bankAccounts, {});

/** The accounts of this bank a deposit from another bank can go to. */
export const useDepositTargets = () => useCall(externalAccounts.depositAccountsBank, {});
