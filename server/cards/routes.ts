import type { FastifyInstance } from 'fastify';
import * as cards from '../../api/cards';

/** Payment cards: the overview, a card's details and statement, its limits and regions. */
export async function cardsSlice(app: FastifyInstance) {
  const service = app.services.cards;

  app.serve(cards.list, ({ session }) => service.overview.consumerList(session));
  app.serve(cards.credit, ({ session }) => service.overview.consumerCredit(session));
  app.serve(cards.listCompany, ({ session }) => service.overview.companyList(session));
  app.serve(cards.companyCardDetails, ({ session, input }) =>
    service.overview.details(session, input.cardId),
  );
  app.serve(cards.cardAccountTransactions, ({ session, input }) =>
    service.transactions(session, input),
  );
  for (const call of [cards.consumerCardSettings, cards.companyCardSettings]) {
    app.serve(call, ({ session, input }) => service.updateSettings(session, input));
  }
}
