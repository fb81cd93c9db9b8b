import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/referral';

/** The referral programme ('Suosittele'): messages, consent, and recommendations sent. */
export async function referralSlice(app: FastifyInstance) {
  const { referrals } = app.services;

  app.serve(calls.getRecommendationTemplate, async ({ session, request }) =>
    referrals.templates(session, request.language),
  );
  app.serve(calls.recommendationConsent, ({ session }) => referrals.consent(session));
  app.serve(calls.sendEmailRecommendation, ({ session, input, request }) =>
    referrals.byEmail(session, input, request.language),
  );
  app.serve(calls.sendSmsRecommendation, ({ session, input, request }) =>
    referrals.bySms(session, input, request.language),
  );
}
