import * as cards from '../../../api/cards';
import type { CallOutput } from '../../../api/call';
import { useCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { useCustomer } from '../../shell/customer';
import { transactionYear } from '../../shell/transactionYear';

export type CardDetails = CallOutput<typeof cards.companyCardDetails>;

/** Whether the customer logged in is a company (undefined while that is not known). */
function useCompanyCustomer(): boolean | undefined {
  const { data: customer } = useCustomer();
  return customer && customer.customerType === 'Company';
}

/**
 * The customer's cards as the overview lists them: a person's (`credit`, with their settings) or
 * a company's (`list-company`, a card holder's own only).
 */
export function useCards() {
  const company = useCompanyCustomer();
  const person = useCall(cards.credit, {}, { enabled: company === false });
  const ofCompany = useCall(cards.listCompany, {}, { enabled: company === true });
  return company ? ofCompany : person;
}

/**
 * One card with its limits, regions, account and payment reference: a person's from her card
 * list, a company's from `company-card-details2`. `data` is null for a card not the customer's.
 */
export function useCardDetails(cardId: string) {
  const company = useCompanyCustomer();
  const valid = isEntityId(cardId);
  const person = useCall(
    cards.credit,
    {},
    {
      enabled: company === false && valid,
      select: (list): CardDetails | null => list.find((card) => card.CardId === cardId) ?? null,
    },
  );
  const ofCompany = useCall(
    cards.companyCardDetails,
    { cardId },
    {
      enabled: company === true && valid,
    },
  );
  return company ? ofCompany : person;
}

/** A card account's bookings of the last 12 months, newest first; `cardId` narrows to one card. */
export const useCardTransactions = (accountId: string, cardId?: string) =>
  useCall(cards.cardAccountTransactions, {
    accountId,
    ...(cardId && { cardId }),
    ...transactionYear(new Date()),
  });
