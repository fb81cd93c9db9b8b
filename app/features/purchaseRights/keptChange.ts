import * as calls from '../../../api/purchaseRights';
import { useKeptChange as useKeptCompletion } from '../../data/ConfirmedChangeOutcome';

/** The page the identification brings the main user back to. */
export const PURCHASE_RIGHTS_PATH = '/bank/company/purchase-rights';

export const useKeptChange = () => useKeptCompletion(calls.purchaseRightsComplete);
