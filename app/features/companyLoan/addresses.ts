/** The company loan application's public page. */
export const COMPANY_LOAN_PATH = '/landing/company-loan-application';

/** The link each signatory opens to sign the application. */
export const signingAddress = (Id: string) => `${COMPANY_LOAN_PATH}/sign/${Id}`;
