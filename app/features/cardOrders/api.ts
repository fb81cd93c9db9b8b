import * as cardHolders from '../../../api/cardHolders';
import * as cardOrders from '../../../api/cardOrders';
import * as cards from '../../../api/cards';
import { useCall } from '../../data/calls';

/** The people who hold the company's cards; those who log in can be given a new one. */
export const useCardHolders = () => useCall(cardHolders.companyCardHolders, {});

/** The company's invitations not yet accepted, removed ones too (they can be sent again). */
export const useInvitations = () => useCall(cardHolders.pendingCardHolderInvitations, {});

/** One company card with its balance: the prepaid card money moves to and from. */
export const useCompanyCard = (cardId: string) => useCall(cards.companyCardDetails, { cardId });

/** A confirmed order, as it stands: its card is made once the confirmation came back. */
export const useCardOrder = (applicationId: string) =>
  useCall(cardOrders.getCompanyCardApplicationDetails, { ApplicationId: applicationId });

/** The invitation the invited person opened by its link. */
export const useInvitationForInvitee = (invitationId: string) =>
  useCall(cardHolders.cardHolderInvitationForInvitee, { invitationId });
