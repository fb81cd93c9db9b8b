/**
 * A company's main user grants a person the right to act for the company, and removes it; each
 * change is confirmed by strong identification (`purchase-rights-add` or `-delete` prepare it,
 * `purchase-rights-complete` answers the rights once it is confirmed). Spec names the calls only:
 * the payloads are ours. The list of rights (`purchase-rights`) is ours too.
 */
import { z } from 'zod';
import { purchaseRightGrantSchema } from '../domain/company/purchaseRights';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'auth';

export const purchaseRightList = z.object({
  Rights: z.array(
    z.object({
      Id: z.uuid(),
      Name: z.string(),
      /** The henkilötunnus with its individual part hidden: `140388-****`. */
      MaskedPersonalId: z.string(),
      GrantedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

const preparedChange = z.object({ SessionId: z.uuid(), ApprovalText: z.string() });

const mainUserPolicy = {
  access: 'act',
  customerType: 'Company',
  confirmation: 'PurchaseRights',
} as const;

export const purchaseRights = defineCall({
  group,
  name: 'purchase-rights',
  method: 'GET',
  request: noPayload,
  response: purchaseRightList,
  policy: {
    summary: 'The people with a right to act for the company.',
    access: 'view',
    customerType: 'Company',
    reads: ['purchaseRights'],
  },
});

export const purchaseRightsAdd = defineCall({
  group,
  name: 'purchase-rights-add',
  request: purchaseRightGrantSchema,
  response: preparedChange,
  policy: {
    summary: 'Prepares a grant of the right to act, for strong confirmation.',
    ...mainUserPolicy,
  },
});

export const purchaseRightsDelete = defineCall({
  group,
  name: 'purchase-rights-delete',
  request: z.object({ Id: entityId }),
  response: preparedChange,
  policy: {
    summary: 'Prepares the removal of a right to act, for strong confirmation.',
    ...mainUserPolicy,
  },
});

export const purchaseRightsComplete = defineCall({
  group,
  name: 'purchase-rights-complete',
  request: z.object({ SessionId: z.uuid({ error: code('errors.validation.invalidId') }) }),
  response: purchaseRightList,
  policy: {
    summary: 'The rights after a confirmed grant or removal.',
    access: 'act',
    customerType: 'Company',
    changes: ['purchaseRights', 'customer'],
  },
});
