/** A loan application's page (spec §2). */
export const applicationHref = (applicationId: string) =>
  `/bank/loans/application/${applicationId}/details`;
