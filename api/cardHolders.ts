import { z } from 'zod';
import { invitationResendSchema } from '../domain/cards/invitationForm';
import { defineCall, type CallGroup } from './call';
import { entityId, euros, noPayload } from './wire';

const group: CallGroup = 'cards';

/** A card-holder invitation sent to an e-mail address; a removed one can be sent again. */
export const cardHolderInvitation = z.object({
  Id: z.uuid(),
  InsertTime: z.iso.datetime({ offset: true }),
  CardLimit: euros,
  Email: z.string(),
  Status: z.enum(['Pending', 'Removed']),
});

// Spec names the call's pending invitations; we list the removed ones too (with their Status),
// as a removed invitation can be reactivated and needs a row to do it from.
export const pendingCardHolderInvitations = defineCall({
  group,
  name: 'get-pending-card-holder-invitations',
  request: noPayload,
  response: z.array(cardHolderInvitation),
  policy: {
    summary: 'The company’s card-holder invitations not yet accepted, newest first.',
    access: 'view',
    customerType: 'Company',
    reads: ['cardHolders'],
  },
});

export const removePendingInvitation = defineCall({
  group,
  name: 'remove-pending-card-holder-invitation',
  request: z.object({ invitationId: entityId }),
  response: cardHolderInvitation,
  policy: {
    summary: 'Removes a card-holder invitation not yet accepted.',
    access: 'act',
    customerType: 'Company',
    changes: ['cardHolders'],
  },
});

/** Sends the invitation again, to the address given (spec: 'Resend: invitationId and email'). */
export const reactivatePendingInvitation = defineCall({
  group,
  name: 'reactivate-pending-card-holder-invitation',
  request: invitationResendSchema.extend({ invitationId: entityId }),
  response: cardHolderInvitation,
  policy: {
    summary: 'Sends a pending or removed card-holder invitation again, to the e-mail given.',
    access: 'act',
    customerType: 'Company',
    changes: ['cardHolders'],
  },
});

/** A person who holds the company's cards, with the cards they hold. */
export const companyCardHolder = z.object({
  /** Null for a holder who does not log in to the bank. */
  UserId: z.uuid().nullable(),
  Name: z.string(),
  Cards: z.array(z.object({ CardId: z.uuid(), MaskedCardNumber: z.string() })),
});

export const companyCardHolders = defineCall({
  group,
  name: 'company-card-holders',
  request: noPayload,
  response: z.array(companyCardHolder),
  policy: {
    summary: 'The people who hold the company’s cards, by name.',
    access: 'view',
    customerType: 'Company',
    reads: ['cardHolders', 'cards'],
  },
});

// Not in the catalogue: the invited person, reaching the invitation's link, must see who
// invites her before answering, and no catalogue call tells it. The link's id is its key.
/**
 * An invitation as the invited person sees it: which company, with which card limit, and
 * whether it is still to be answered. A removed invitation is not found.
 */
export const cardHolderInvitationForInvitee = defineCall({
  group,
  name: 'card-holder-invitation',
  request: z.object({ invitationId: entityId }),
  response: z.object({
    Id: z.uuid(),
    CompanyName: z.string(),
    CardLimit: euros,
    Status: z.enum(['Pending', 'Accepted', 'Rejected']),
  }),
  policy: {
    summary: 'A card-holder invitation, for the invited person to answer.',
    access: 'session',
    reads: ['cardHolders'],
  },
});

/**
 * The invited person's answer, after identifying: accepting makes them a card holder of the
 * company (they can switch to it); the invitation's id, from the invitation's link, names it.
 */
export const cardHolderInvitationApprovalUpdate = defineCall({
  group,
  name: 'card-holder-invitation-approval-update',
  request: z.object({ invitationId: entityId, Approved: z.boolean() }),
  response: z.object({ Id: z.uuid(), Status: z.enum(['Accepted', 'Rejected']) }),
  policy: {
    summary: 'The invited person accepts or rejects a card-holder invitation.',
    access: 'session',
    changes: ['cardHolders', 'customer'],
  },
});
