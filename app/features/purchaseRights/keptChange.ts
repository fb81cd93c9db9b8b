import { z } from 'zod';
import * as calls from '../../../api/purchaseRights';
import { useOperationDraft } from '../../data/operation';

/** The page the identification brings the main user back to. */
export const PURCHASE_RIGHTS_PATH = '/bank/company/purchase-rights';

/** The change on its way to strong identification, kept in the tab for its completion. */
const keptChange = z.object({ SessionId: z.uuid() });
export const useKeptChange = () => useOperationDraft(calls.purchaseRightsComplete.path, keptChange);
