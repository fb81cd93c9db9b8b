import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BankSession } from '../services/sessions';
import * as cards from '../../api/cards';
import * as cardHolders from '../../api/cardHolders';
import * as cardOrders from '../../api/cardOrders';
import * as cardPurchases from '../../api/cardPurchases';
import * as cardStatus from '../../api/cardStatus';
import * as prepaidCards from '../../api/prepaidCards';
import type { Message } from '../../domain/errors/message';
import { textOf } from '../texts';
import type { StatusRequest } from './status';

/**
 * Payment cards: the overview, a card's details and statement, its settings and status, prepaid
 * cards' money, the sandbox's card terminal, card holders and their invitations, card orders.
 */
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

  /** A prepared confirmation as the client gets it: the approval in the customer's language. */
  const toConfirm =
    (request: FastifyRequest) =>
    ({ SessionId, approval }: { SessionId: string; approval: Message }) => ({
      SessionId,
      ApprovalText: textOf(approval, request.language),
    });
  /** A status change: blocked at once, or the opening to confirm in the customer's language. */
  const change = (
    { session, request }: { session: BankSession; request: FastifyRequest },
    cardId: string,
    asked: StatusRequest,
  ) =>
    service.status
      .change(session, cardId, asked)
      .then((answer) => ('SessionId' in answer ? toConfirm(request)(answer) : answer));
  for (const call of [cardStatus.consumerCardStatusUpdate, cardStatus.companyCardStatusUpdate]) {
    app.serve(call, (context) =>
      change(context, context.input.cardId, { status: context.input.Status }),
    );
  }
  app.serve(cardStatus.toggleBlockStatuses, (context) =>
    change(context, context.input.cardId, { toggle: true }),
  );
  app.serve(cardStatus.reportAbuse, async ({ session, input }) => {
    await service.status.change(session, input.cardId, { abuseReport: input.Message });
    return { CardOperatorStatusCode: 'CARD_BLOCKED' as const };
  });

  app.serve(prepaidCards.transferToCard, ({ session, input, request }) =>
    service.movePrepaid(
      session,
      'toCard',
      { ...input, accountId: input.FromAccountId, accountField: 'FromAccountId' },
      request.language,
    ),
  );
  app.serve(prepaidCards.withdrawFromCard, ({ session, input, request }) =>
    service.movePrepaid(
      session,
      'fromCard',
      { ...input, accountId: input.ToAccountId, accountField: 'ToAccountId' },
      request.language,
    ),
  );

  app.serve(cardPurchases.sandboxCardPurchase, ({ session, input, request }) =>
    service.authorise(session, input, request.language),
  );

  const { invitations } = service;
  app.serve(cardHolders.pendingCardHolderInvitations, ({ session }) => invitations.list(session));
  app.serve(cardHolders.removePendingInvitation, ({ session, input }) =>
    invitations.remove(session, input.invitationId),
  );
  app.serve(cardHolders.reactivatePendingInvitation, ({ session, input, request }) =>
    invitations.reactivate(session, input, request.language),
  );
  app.serve(cardHolders.cardHolderInvitationForInvitee, ({ input }) =>
    invitations.forInvitee(input.invitationId),
  );
  app.serve(cardHolders.cardHolderInvitationApprovalUpdate, ({ session, input }) =>
    invitations.answer(session, input),
  );
  app.serve(cardHolders.companyCardHolders, ({ session }) => invitations.holders(session));

  for (const call of [cardOrders.companyRegisterCard, cardOrders.companyCardApplicationLimit]) {
    app.serve(call, ({ session, input, request }) =>
      service.orders.prepare(session, input).then(toConfirm(request)),
    );
  }
  app.serve(cardOrders.getCompanyCardApplicationDetails, ({ session, input }) =>
    service.orders.application(session, input.ApplicationId),
  );
  app.serve(cardOrders.companyCardApplicationLimitConfirm, ({ session, input }) =>
    service.orders.made(session, input.ApplicationId),
  );
}
