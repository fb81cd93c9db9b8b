/**
 * The referral programme ('Suosittele'): the messages a recommendation sends, the customer's
 * consent to disclose their name, and a recommendation sent by e-mail or SMS to a person or a
 * company. Only customers with a bank account here may recommend (bonuses are paid to it).
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { validatePhone } from '../domain/identity/phone';
import { referralEmailSchema, REFERRAL_MESSAGES } from '../domain/customer/referralForm';
import { defineCall, type CallGroup } from './call';
import { calendarDate, noPayload } from './wire';

const group: CallGroup = 'bank';

export const RECOMMENDATION_TARGETS = ['Person', 'Company'] as const;

const recommendationTarget = z.enum(RECOMMENDATION_TARGETS, {
  error: code('referral.validation.target'),
});

/** The four messages, as the recipient would get them from this customer. */
export const recommendationTemplates = z.object({
  SmsMessage: z.string(),
  EmailMessage: z.string(),
  SmsMessageCompany: z.string(),
  EmailMessageCompany: z.string(),
});

/** A sent recommendation: valid two months from sending. */
export const sentRecommendation = z.object({
  RecommendationId: z.uuid(),
  ValidUntil: calendarDate,
});

export const getRecommendationTemplate = defineCall({
  group,
  name: 'get-recommendation-template',
  request: noPayload,
  response: recommendationTemplates,
  policy: {
    summary:
      'The referral messages (SMS and e-mail, to a person or a company) in the customer’s name.',
    access: 'view',
    reads: ['customer'],
  },
});

export const recommendationConsent = defineCall({
  group,
  name: 'recommendation-consent',
  request: z.object({ IsConsent: referralEmailSchema.shape.IsConsent }),
  response: z.object({ IsConsent: z.literal(true) }),
  policy: {
    summary: 'Records the customer’s consent to disclose their first and last name to recipients.',
    access: 'act',
  },
});

export const sendEmailRecommendation = defineCall({
  group,
  name: 'send-email-recommendation',
  request: z.object({
    RecipientEmail: referralEmailSchema.shape.Email,
    RecommendationTarget: recommendationTarget,
  }),
  response: sentRecommendation,
  policy: {
    summary: 'Sends a recommendation of the bank by e-mail; needs a bank account and the consent.',
    access: 'act',
    perMinute: 10,
  },
});

export const sendSmsRecommendation = defineCall({
  group,
  name: 'send-sms-recommendation',
  request: z.object({
    // The dialog removes the spaces before sending; the number arrives as digits and one +.
    RecipientPhoneNumber: z
      .string({ error: REFERRAL_MESSAGES.required })
      .min(1, { error: REFERRAL_MESSAGES.required, abort: true })
      .refine((number) => !/\s/.test(number) && validatePhone(number) === null, {
        error: REFERRAL_MESSAGES.invalidPhone,
      }),
    RecommendationTarget: recommendationTarget,
  }),
  response: sentRecommendation,
  policy: {
    summary: 'Sends a recommendation of the bank by SMS; needs a bank account and the consent.',
    access: 'act',
    perMinute: 10,
  },
});
