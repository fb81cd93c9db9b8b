import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as bankApproval from '../../api/companyLoanBankApproval';
import * as calls from '../../api/companyLoanApplication';
import {
  companyCalculatorData,
  COMPANY_LOAN_OFFER_ROWS,
  companyLoanOffer,
} from '../../domain/loans/companyLoan';
import { COMPANY_LOAN_PAGE, pageWithFlow } from '../../domain/flows/storedFlow';
import { BankError } from '../bankError';
import { createConfirmationStart } from '../confirmations/start';
import { companyLoanApplications } from '../db/schema';
import { serveApplicantIdentification } from '../identification/applicantIdentification';
import { COMPANY_LOAN_CALLBACK_PATH } from '../plugins/identification';
import { takeKeptFlow } from '../storeflow/routes';

/** Ties a representative's identification under way to the browser that started it. */
export const COMPANY_LOAN_FLOW_COOKIE = 'vp_company_loan_identification';

/** The public page of an application's signing, beside the application's. */
export const signingPage = (id: string) => `${COMPANY_LOAN_PAGE}/sign/${id}`;

/** A company's loan application, from the calculator to the signatures and the payout. */
export async function companyLoanApplicationSlice(app: FastifyInstance) {
  const { companyLoanApplications: applications, customers } = app.services;

  app.serve(calls.companyLoanCalculatorData, async ({ input }) => ({
    Items: [COMPANY_LOAN_OFFER_ROWS[input.loanType]],
  }));
  app.serve(calls.companyCalcdata, async ({ input }) => companyCalculatorData(input.loanType));
  app.serve(calls.companyLoanOfferCall, async ({ input }) => {
    const offer = companyLoanOffer(input.LoanType, input.Amount, input.InstallmentCount);
    // The request's rules already keep the amount within the type's span.
    if (!offer) throw new BankError('Amount', 'companyLoan.validation.loanType', 400);
    return offer;
  });

  const applicationExists = async (id: string) =>
    (
      await app.db
        .select({ id: companyLoanApplications.id })
        .from(companyLoanApplications)
        .where(eq(companyLoanApplications.id, id))
    ).length > 0;

  // To apply, the flow carries a new id that names no application; to sign, the link's.
  const identification = serveApplicantIdentification(app, {
    kind: 'CompanyLoan',
    client: app.identification.companyLoan,
    cookie: COMPANY_LOAN_FLOW_COOKIE,
    cookiePath: '/api/loan-application',
    callbackPath: COMPANY_LOAN_CALLBACK_PATH,
    assertIdentifiable: async () => {},
    claim: async (id, user, request, reply) => {
      const [first] = await customers.entitledCustomers(user.id);
      if (!first) throw new BankError('state', 'companyLoan.errors.noCustomer', 403);
      const Id = (await applicationExists(id)) ? id : null;
      // To apply: the calculator's choice the page kept before the identification comes back.
      const kept = Id ? null : await takeKeptFlow(app, request, reply, user.id);
      const FlowId = kept?.flow.flowType === 'company-loan' ? kept.flowId : null;
      return {
        customerId: first.customer.id,
        claimed: { Id, CustomerId: first.customer.id, FlowId },
      };
    },
    returnPage: (status, claimed) => {
      if (claimed?.Id) return `${signingPage(claimed.Id)}?status=${status}`;
      return claimed?.FlowId
        ? pageWithFlow(COMPANY_LOAN_PAGE, claimed.FlowId, { status })
        : `${COMPANY_LOAN_PAGE}?status=${status}`;
    },
  });
  for (const start of [calls.companySignLoginStart, calls.companyLoanTupasStart]) {
    app.serve(start, ({ input, request, reply }) =>
      identification.start(input.Id ?? randomUUID(), request, reply),
    );
  }
  for (const complete of [calls.companyLoginComplete, calls.companyLoanTupasComplete]) {
    app.serve(complete, ({ input, request, reply }) =>
      identification.completeByCall(request, reply, input),
    );
  }

  app.serve(calls.companyLoanonboardInit, ({ session }) => applications.companies(session));
  app.serve(calls.companyLoanApplicationInsert, ({ input, session, request }) =>
    applications.create(session, input, request.language),
  );
  app.serve(calls.companyBasicdata, ({ input: { Id, ...data }, session }) =>
    applications.saveBasicData(session, Id, data),
  );
  app.serve(calls.companySubmit, ({ input, session }) => applications.submit(session, input.Id));
  app.serve(calls.companySignApplication, ({ session }) => applications.list(session));
  app.serve(calls.companySignInit, ({ input, session }) => applications.read(session, input.Id));
  app.serve(calls.companySignUpdatedata, ({ input: { Id, ...data }, session }) =>
    applications.saveBasicData(session, Id, data),
  );
  app.serve(calls.companySignUbos, ({ input, session }) =>
    applications.confirmOwnership(session, input.Id, input.BeneficialOwners),
  );
  app.serve(calls.companySignConfirm, ({ input, session, request }) =>
    applications.prepareSignature(session, input.Id, request.language),
  );
  const startConfirmation = createConfirmationStart(app);
  app.serve(calls.companySignFtnStart, async ({ input, session, request }) => {
    const who = await applications.representative(session.userId);
    await applications.signable(who, input.Id);
    const page = signingPage(input.Id);
    return startConfirmation(
      session,
      {
        AuthId: input.SessionId,
        type: 'CompanyLoanContract',
        nextUrl: page,
        errorUrl: page,
        cancelUrl: page,
      },
      request.language,
    );
  });
  app.serve(calls.companyFtnComplete, ({ input, session }) =>
    applications.signed(session, input.Id),
  );

  // The bank's handler: the sandbox's tester; any other bank refuses them (the calls' policy).
  app.serve(bankApproval.confirmBank, async ({ input }) => {
    const row = await applications.asBank(input.Id);
    return applications.view(row, await applications.representative(row.createdBy));
  });
  app.serve(bankApproval.approveBank, ({ input }) =>
    applications.decideByBank(input.Id, input.Approved),
  );
}
