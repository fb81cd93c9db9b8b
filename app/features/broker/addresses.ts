/** The link a company's signatory opens to confirm a broker's application. */
export const confirmationAddress = (Id: string) => `/bank/broker-confirmation/${Id}`;

/** The company loan's own signing page, where a confirmed application continues. */
export const companyApplicationAddress = (Id: string) =>
  `/landing/company-loan-application/sign/${Id}`;
