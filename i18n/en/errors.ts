import type { Texts } from '../fi';

export const enErrors: Texts['errors'] = {
  pincode_login_failed: 'Logging in with your PIN failed. Check the code and try again.',
  session_timeout: 'Your session has timed out.',
  authentication_aborted: 'Identification was cancelled.',
  account_not_found: 'The account was not found.',
  withdrawal_failed: 'The withdrawal failed. Please try again later.',
  accounts_load_failed: 'Loading the account details failed.',
  account_not_available: 'The account is not available at the moment.',
  account_not_processed: 'The account opening is still being processed.',
  account_is_readonly: 'You may only view this account.',
  account_authorization_failed: 'Checking your right to the account failed.',
  deposit_failed: 'The deposit failed. Please try again later.',
  kyc_expires_soon:
    'Your customer details must be kept up to date, and yours expire soon: update them to keep using our services without interruption.',
  min_amount: 'The amount is below the allowed minimum.',
  max_length: 'The text is too long.',
  insufficient_funds: 'There are not enough funds in the account.',
  invalid_pin: 'Incorrect PIN.',
  kyc_expired:
    'Your customer details have expired. Update them to make payments and other transactions again.',
  kyc_not_verified:
    'Your customer details have not been verified yet, so you cannot make transactions yet. Please contact customer service.',
  view_only: 'You only have viewing rights to online banking, so you cannot do this.',
  identification_failed: 'Identification did not succeed. Please try again.',
  customer_not_found:
    'We could not find your customer relationship. Please contact customer service.',
  technical: 'A technical error occurred in the service',
  access: {
    personsOnly: 'This information is for personal customers only.',
    companiesOnly: 'This information is for corporate customers only.',
    cardHolder:
      'As a card holder you see only your own card of the company’s cards. The company’s accounts and funds are managed by its main user.',
    cardHolderCannotAct:
      'As a card holder you can use the company’s card, but the company’s accounts and funds are managed by its main user. Please contact your company’s main user.',
    notEntitled: 'You are not entitled to act for this customer.',
  },
  confirmation: {
    notFound: 'The operation to confirm was not found or has expired.',
  },
  request: {
    invalidJson: 'The request body is not valid JSON',
    emptyBody: 'The request body is missing',
    bodyTooLarge: 'The request body is too large',
    unsupportedMediaType: 'The request’s content type is not supported',
    invalidContentLength: 'The request’s length is invalid',
    tooMany: 'Too many attempts. Please try again in a moment.',
    refused: 'The bank could not process the request.',
    unknownPath: 'Unknown address: {{method}} {{path}}',
    crossSite: 'The request was refused: it did not come from the online bank.',
  },
  validation: {
    amountNotNumber: 'Enter the amount in numbers',
    amountTooLarge: 'The amount is too large',
    amountDecimals: 'The amount can have at most two decimals',
    minimumCent: 'Enter at least €0.01',
    idempotencyKey: 'The request identifier is missing or invalid',
    returnPath: 'The return address must be a page of the bank',
    invalid: 'Invalid value',
    required: 'This information is required',
    invalidType: 'The value is of the wrong type',
    tooLong: 'At most {{max}} characters',
    tooShort: 'At least {{min}} characters',
    tooLarge: 'The value is too large: at most {{max}}',
    tooSmall: 'The value is too small: at least {{min}}',
    invalidFormat: 'The value is in the wrong format',
    invalidId: 'The identifier is invalid',
    invalidDate: 'The date is invalid',
    invalidChoice: 'The value is not an allowed option',
    unknownField: 'Unknown field: {{fields}}',
    unstorable: 'The text contains characters the bank cannot store',
    plainText: 'The text contains characters that cannot be used',
  },
  client: {
    network: 'The connection to the bank was lost. Check your network connection and try again.',
    unexpectedAnswer: 'The bank’s answer was unexpected. Please try again in a moment.',
    downloadFailed: 'Downloading the file failed. Please try again in a moment.',
  },
  payments: {
    instantByItsOwnCall:
      'An instant payment is made with its own request, and only by personal customers.',
  },
};
