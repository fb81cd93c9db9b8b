import * as cards from '../../../api/cards';
import { loggedInAs, type TestCustomer } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import {
  sampleCardTransactions,
  sampleCompanyCard,
  sampleCompanyPrepaidCard,
  samplePersonCard,
} from '../../../app/testing/sampleCards';

export const PERSON_CARD = samplePersonCard();
export const COMPANY_CARD = sampleCompanyCard();

/** A person's credit card, or a company's credit and prepaid cards, with their bookings. */
export function cardBank(who: TestCustomer) {
  return loggedInAs(createFakeBank(), who)
    .on(cards.credit, [PERSON_CARD])
    .on(cards.listCompany, [COMPANY_CARD, sampleCompanyPrepaidCard()])
    .on(cards.companyCardDetails, COMPANY_CARD)
    .on(cards.cardAccountTransactions, ({ cardId }) =>
      sampleCardTransactions(cardId === PERSON_CARD.CardId ? PERSON_CARD : COMPANY_CARD),
    );
}
