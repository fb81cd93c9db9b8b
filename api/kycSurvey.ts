/**
 * A person renews her KYC by answering the private customer survey (`privatecustomersurvey`):
 * the bank stores the answers and the KYC holds again. A customer whose KYC has lapsed may
 * (`renew`: it is how she is unlocked); a view-only user and a card holder may not.
 */
import { kycSurveySchema } from '../domain/customer/kycSurvey';
import { kyc } from './bank';
import { defineCall, type CallGroup } from './call';

const group: CallGroup = 'bank';

export const privateCustomerSurvey = defineCall({
  group,
  name: 'privatecustomersurvey',
  request: kycSurveySchema,
  response: kyc.response,
  policy: {
    summary: 'Stores the person’s answers to the KYC survey and renews her KYC; answers the KYC.',
    access: 'renew',
    customerType: 'Person',
    perMinute: 10,
    changes: ['customer'],
  },
});
