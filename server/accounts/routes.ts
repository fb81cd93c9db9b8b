import type { FastifyInstance, FastifyReply } from 'fastify';
import * as bank from '../../api/bank';
import * as calls from '../../api/bankAccounts';
import * as products from '../../api/bankProducts';
import { accountOwner } from './accountDetails';
import type { CertificateFile } from './certificates';

/** A document to save: the name the bank gives it travels in Content-Disposition. */
function asDownload(reply: FastifyReply, { filename, pdf }: CertificateFile): Uint8Array {
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return pdf;
}

/**
 * The customer's accounts: the lists, one account with its transactions and payments, its name,
 * and the companies' certificates. Every read is scoped to the session's customer.
 */
export async function accountsSlice(app: FastifyInstance) {
  const { accounts, accountDetails, transactions, certificates } = app.services;

  app.serve(bank.accounts, ({ session }) => accounts.list(session.customerId));
  app.serve(bank.companyAccounts, ({ session }) => accounts.list(session.customerId));

  // Each call of the catalogue under both of its names.
  for (const call of [calls.sepaAccount, calls.accountCall]) {
    app.serve(call, ({ input, session }) =>
      accountDetails.details(accountOwner(session), input.accountId),
    );
  }
  for (const call of [calls.sepaAccountTransactions, calls.accountTransactions]) {
    app.serve(call, ({ input, session }) => transactions.inRange(session.customerId, input));
  }
  app.serve(calls.accountPaymentDetails, ({ input, session }) =>
    transactions.paymentDetails(session.customerId, input.paymentId),
  );
  app.serve(calls.depositAccountTransactions, ({ input, session }) =>
    transactions.ofTermDeposit(session.customerId, input.accountId),
  );
  for (const call of [calls.sepaRenameAccount, calls.renameAccount]) {
    app.serve(call, ({ input, session }) => accountDetails.rename(accountOwner(session), input));
  }

  // A certificate is written in the customer's language, like every other answer.
  app.serve(products.balanceCertificate, async ({ input, session, request, reply }) =>
    asDownload(
      reply,
      await certificates.balance(
        accountOwner(session),
        input.accountId,
        input.date,
        request.language,
      ),
    ),
  );
  app.serve(products.depositCertificate, async ({ input, session, request, reply }) =>
    asDownload(
      reply,
      await certificates.deposit(accountOwner(session), input.accountId, request.language),
    ),
  );
}
