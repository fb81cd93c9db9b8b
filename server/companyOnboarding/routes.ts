import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/companyOnboarding';
import { phoneOf } from '../../domain/customer/ownDetails';
import { createCompanyRegister } from '../companyRegister/register';
import { serveApplicantIdentification } from '../identification/applicantIdentification';
import { createPhoneCodes } from '../ownDetails/phoneCodes';
import { COMPANY_ONBOARDING_CALLBACK_PATH } from '../plugins/identification';
import { createCompanyOnboardingService, representativeOf } from './onboardings';

/** Ties a representative's identification under way to the browser that started it. */
export const COMPANY_ONBOARDING_FLOW_COOKIE = 'vp_company_identification';
const IDENTIFICATION_KIND = 'CompanyRepresentative';

/** Where the onboarding continues after the identification: the web bank's own page. */
export const ONBOARDING_PAGE = '/open/company';

/** A company becomes a customer: its representative's onboarding, from the identification on. */
export async function companyOnboardingSlice(app: FastifyInstance) {
  const onboardings = createCompanyOnboardingService(app.db, {
    now: app.now,
    register: createCompanyRegister(app.db),
    phoneCodes: createPhoneCodes(app.db, app.now),
  });

  const identification = serveApplicantIdentification(app, {
    kind: IDENTIFICATION_KIND,
    client: app.identification.companyOnboarding,
    cookie: COMPANY_ONBOARDING_FLOW_COOKIE,
    cookiePath: COMPANY_ONBOARDING_CALLBACK_PATH,
    callbackPath: COMPANY_ONBOARDING_CALLBACK_PATH,
    // The onboarding is made for the person the identification names, under the id chosen here.
    assertIdentifiable: async () => {},
    claim: async (id, user) => {
      const claimed = await onboardings.claim(id, user);
      return { customerId: claimed.CustomerId, claimed };
    },
    returnPage: (status) => `${ONBOARDING_PAGE}?status=${status}`,
  });
  app.serve(calls.companyTupasStart, ({ request, reply }) =>
    identification.start(randomUUID(), request, reply),
  );
  app.serve(calls.companyTupasComplete, ({ input, request, reply }) =>
    identification.completeByCall(request, reply, input),
  );

  app.serve(calls.companyOnboardingUnderWay, ({ session }) => onboardings.underWay(session));
  app.serve(calls.companySmsVerificationStart, ({ input, session, request }) =>
    onboardings.sendCode(representativeOf(session), input.Id, phoneOf(input), request.language),
  );
  app.serve(calls.companySmsVerificationComplete, ({ input, session }) =>
    onboardings.verifyCode(representativeOf(session), input.Id, input.VerificationId, input.Code),
  );
  app.serve(calls.companySearch, ({ input, session }) =>
    onboardings.search(representativeOf(session), input.Id, input.BusinessId),
  );
  app.serve(calls.companySearchDetails, ({ input, session }) =>
    onboardings.choose(representativeOf(session), input.Id, input.BusinessId),
  );
  app.serve(calls.companyUpdatePrelimKyc, ({ input: { Id, ...answers }, session }) =>
    onboardings.savePrelimKyc(representativeOf(session), Id, answers),
  );
  app.serve(calls.companyListBeneficialOwners, ({ input, session }) =>
    onboardings.beneficialOwners(representativeOf(session), input.Id),
  );
  app.serve(calls.companyUpdateBeneficialOwners, ({ input, session }) =>
    onboardings.saveBeneficialOwners(representativeOf(session), input.Id, input.BeneficialOwners),
  );
  app.serve(calls.companyGetTaxInformation, ({ input, session }) =>
    onboardings.taxInformation(representativeOf(session), input.Id),
  );
  app.serve(calls.companyUpdateTaxInformation, ({ input, session }) =>
    onboardings.saveTaxInformation(representativeOf(session), input.Id, input.TaxResidencies),
  );
  app.serve(calls.companyGetKyc, ({ input, session }) =>
    onboardings.kyc(representativeOf(session), input.Id),
  );
  app.serve(calls.companyUpdateKyc, ({ input: { Id, ...kyc }, session }) =>
    onboardings.saveKyc(representativeOf(session), Id, kyc),
  );
  app.serve(calls.companyRegistrationComplete, ({ input, session }) =>
    onboardings.complete(representativeOf(session), input.Id),
  );
}
