import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/registration';
import { identifiedUser } from '../identification/identifiedUser';
import { REGISTRATION_CALLBACK_PATH } from '../plugins/identification';
import { setSessionCookie } from '../plugins/sessions';
import { createRegistrationService } from './registration';

/** Ties a registrant's identification under way to the browser that started it. */
export const REGISTRATION_FLOW_COOKIE = 'vp_registration';
const IDENTIFICATION_KIND = 'Registration';

/** The web bank's registration page, which continues from the step the bank answers. */
export const REGISTRATION_PAGE = '/open/registration';
/** A person who already has a bank is sent to its login; the page there says so to them alone. */
const KNOWN_CUSTOMER_PAGE = '/bank/login?error=already_customer';

/**
 * A person becomes a customer: strong identification, contact details with the phone verified by
 * an SMS code (the own-details phone change's code, rules and outbox), then the KYC questions.
 */
export async function registrationSlice(app: FastifyInstance) {
  const registration = createRegistrationService(app.db, app.now);
  const { flows, sessions, ownDetails } = app.services;
  const client = app.identification.registration;
  const secure = app.config.COOKIE_SECURE;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: REGISTRATION_CALLBACK_PATH,
  };

  app.serve(calls.registrationTupasStart, async ({ request, reply }) => {
    await app.countIdentificationAttempt(request);
    const identification = await client.authorizationRequest({ uiLocales: request.language });
    const flow = await flows.startLogin(identification, { kind: IDENTIFICATION_KIND });
    reply.setCookie(REGISTRATION_FLOW_COOKIE, flow.id, cookieOptions);
    return { SessionId: flow.id, IdentificationUrl: identification.url };
  });

  // The broker's return: the identified person's registration opens, or they go to the login.
  // Before this nothing depends on who the person is, so a stranger learns nothing of anyone.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    REGISTRATION_CALLBACK_PATH,
    async (request, reply) => {
      reply.clearCookie(REGISTRATION_FLOW_COOKIE, cookieOptions);
      const identified = await identifiedUser(app.services, client, {
        kind: IDENTIFICATION_KIND,
        flowId: request.cookies[REGISTRATION_FLOW_COOKIE],
        answer: request.query,
        callback: new URL(request.url, app.config.PUBLIC_URL),
        log: request.log,
      });
      if ('failed' in identified) {
        const status = identified.failed === 'authentication_aborted' ? 'cancel' : 'error';
        return reply.redirect(`${REGISTRATION_PAGE}?status=${status}`, 303);
      }
      const begun = await registration.begin(identified.user);
      if (begun === 'known') return reply.redirect(KNOWN_CUSTOMER_PAGE, 303);
      const { token } = await sessions.create(identified.user.id, begun.customerId);
      setSessionCookie(reply, token, secure);
      return reply.redirect(REGISTRATION_PAGE, 303);
    },
  );

  app.serve(calls.registrationStatus, ({ session }) => registration.status(session));

  app.serve(calls.registrationStart, async ({ session, input, request }) => {
    await registration.saveContact(session, input);
    const { CountryCode, Number } = input;
    return ownDetails.startPhoneChange(session, { CountryCode, Number }, request.language);
  });

  app.serve(calls.registrationVerifySms, async ({ session, input }) => {
    await registration.assertRegistering(session);
    await ownDetails.completePhoneChange(session, input.VerificationId, input.Code);
    return { Step: await registration.stepOf(session) };
  });

  app.serve(calls.registrationComplete, async ({ session, input }) => {
    await registration.complete(session, input);
    return {
      CustomerId: session.customerId,
      customerType: session.customerType,
      Name: session.customerName,
    };
  });
}
