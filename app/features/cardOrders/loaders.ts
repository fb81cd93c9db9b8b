import * as cardHolders from '../../../api/cardHolders';
import * as cards from '../../../api/cards';
import { prefetchCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../../shell/prefetch';

/** Ordering a card: the company's accounts (for its BIC) and who can hold the card. */
export const cardOrderLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    if (customer.customerType !== 'Company') return;
    prefetchOwnAccounts(client, customer);
    prefetchCall(client, cardHolders.companyCardHolders, {});
  }),
);

/** Money to a prepaid card and back: the card and the company's accounts. */
export const prepaidTransferLoader = prefetching((client, { params: { cardId } }) => {
  if (!isEntityId(cardId)) return;
  whenViewer(client, (customer) => {
    if (customer.customerType !== 'Company') return;
    prefetchOwnAccounts(client, customer);
    prefetchCall(client, cards.companyCardDetails, { cardId });
  });
});

/** The company's card holders and its invitations not yet accepted. */
export const cardHoldersLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    if (customer.customerType !== 'Company') return;
    prefetchCall(client, cardHolders.companyCardHolders, {});
    prefetchCall(client, cardHolders.pendingCardHolderInvitations, {});
  }),
);

/** The invitation the invited person answers: any logged-in person may read it by its link. */
export const invitationLoader = prefetching((client, { params: { invitationId } }) => {
  if (!isEntityId(invitationId)) return;
  prefetchCall(client, cardHolders.cardHolderInvitationForInvitee, { invitationId });
});
