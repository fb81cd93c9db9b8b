import type { FastifyInstance } from 'fastify';
import { privateCustomerSurvey } from '../../api/kycSurvey';
import { createKycSurveyService } from './survey';

/** A person renews her KYC by the private customer survey; the answer is her KYC as it now is. */
export async function kycSlice(app: FastifyInstance) {
  const surveys = createKycSurveyService(app.db, app.now);
  const { customers } = app.services;

  app.serve(privateCustomerSurvey, async ({ session, input }) => {
    await surveys.renew(session, input);
    const customer = await customers.customer(session.customerId);
    return {
      KycValidTo: customer.kycValidTo,
      IsKYCVerified: customer.isKycVerified,
      IsViewOnly: false,
    };
  });
}
