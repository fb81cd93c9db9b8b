/** The landing page's loan application, where the identification and the signature return. */
export const LANDING_PATH = '/landing/loan-application';

/** The consumer credit terms the applicant accepts before signing. */
export const TERMS_PATH = `${LANDING_PATH}/terms`;

/** Where the applicant is in an application: the application and, after signing, `signed`. */
export function applicationAddress(applicationId: string, step?: 'signed' | 'offer'): string {
  const query = new URLSearchParams({ applicationId });
  if (step) query.set('step', step);
  return `${LANDING_PATH}?${query}`;
}
