import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/loanApplication';
import { eurosToCents } from '../../domain/money/money';
import { serveApplicantIdentification } from '../identification/applicantIdentification';
import { APPLICATION_CALLBACK_PATH } from '../plugins/identification';
import type { PageAnswersByPath } from '../plugins/webBank';
import { calculatorAnswer } from './decision';
import { applicantOf } from './applicationStore';

/** Ties an applicant's identification under way to the browser that started it. */
export const APPLICATION_FLOW_COOKIE = 'vp_loan_identification';

/** Where the landing page's application continues after the identification. */
const LANDING_PAGE = '/landing/loan-application';

/** The landing page carries the calculator's offer table: its start needs no call to price. */
export const LANDING_PAGE_ANSWERS: PageAnswersByPath = {
  [LANDING_PAGE]: () => ({ [calls.calculator.name]: calculatorAnswer() }),
};

/** The consumer loan application of the landing page, from the calculator to the payout. */
export async function loanApplicationSlice(app: FastifyInstance) {
  const { loanApplications } = app.services;

  app.serve(calls.calculator, async () => calculatorAnswer());

  app.serve(calls.init, ({ input, request }) =>
    loanApplications.start(eurosToCents(input.Amount), input.InstallmentCount, request.language),
  );

  // The flow cookie goes with the application's calls, the broker's return among them.
  const identification = serveApplicantIdentification(app, {
    kind: 'LoanApplication',
    client: app.identification.application,
    cookie: APPLICATION_FLOW_COOKIE,
    cookiePath: '/api/loan-application',
    callbackPath: APPLICATION_CALLBACK_PATH,
    assertIdentifiable: (id) => loanApplications.assertIdentifiable(id),
    claim: async (applicationId, user) => {
      const { customerId, isNew } = await loanApplications.claim(applicationId, user);
      return {
        customerId,
        claimed: { applicationId, CustomerId: customerId, IsNewCustomer: isNew },
      };
    },
    returnPage: (status, claimed) =>
      claimed
        ? `${LANDING_PAGE}?applicationId=${claimed.applicationId}&status=${status}`
        : `${LANDING_PAGE}?status=${status}`,
  });
  app.serve(calls.startIdentification, ({ input, request, reply }) =>
    identification.start(input.applicationId, request, reply),
  );
  app.serve(calls.completeIdentification, ({ input, request, reply }) =>
    identification.completeByCall(request, reply, input),
  );

  app.serve(calls.onboardingUpdate, ({ input: { Id, ...form }, session }) =>
    loanApplications.saveForm(applicantOf(session), Id, form),
  );
  app.serve(calls.update, ({ input, session }) =>
    loanApplications.change(
      applicantOf(session),
      input.Id,
      eurosToCents(input.Amount),
      input.InstallmentCount,
    ),
  );
  app.serve(calls.insurance, ({ input, session }) =>
    loanApplications.choose(applicantOf(session), input.Id, { insurance: input.Insurance }),
  );
  app.serve(calls.expressPayment, ({ input, session }) =>
    loanApplications.choose(applicantOf(session), input.Id, {
      expressPayment: input.ExpressPayment,
    }),
  );
  app.serve(calls.offer, ({ input, session }) =>
    loanApplications.decide(applicantOf(session), input.Id),
  );
  app.serve(calls.proposals, ({ input, session }) =>
    loanApplications.proposals(applicantOf(session), input.Id),
  );
  app.serve(calls.approve, ({ input, session, request }) =>
    loanApplications.prepareSignature(session, input.Id, request.language),
  );
  app.serve(calls.confirm, ({ input, session }) =>
    loanApplications.confirmed(applicantOf(session), input.Id),
  );
  app.serve(calls.cancel, ({ input, session }) =>
    loanApplications.cancel(applicantOf(session), input.Id),
  );
  app.serve(calls.register, ({ input }) =>
    loanApplications.recordSteps(input.applicationId, input.gtm.steps),
  );
  app.serve(calls.fetch, ({ input, session }) =>
    loanApplications.fetch(applicantOf(session), input.id),
  );
}
