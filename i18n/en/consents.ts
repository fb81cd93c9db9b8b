import type { Texts } from '../fi';

export const enConsents: Texts['consents'] = {
  access: {
    accounts: 'List of accounts',
    balances: 'Account balances',
    transactions: 'Account transactions (90 days)',
  },
  status: {
    Received: 'Awaiting decision',
    Accepted: 'Valid',
    Rejected: 'Rejected',
    Revoked: 'Revoked',
    Expired: 'Expired',
  },
  list: {
    title: 'Consents',
    intro:
      'With these consents the providers can read the data of the accounts you chose. You can revoke a consent at any time.',
    empty: 'You have not given any consents to providers.',
    loadFailed: 'Your consents could not be loaded.',
    accounts: 'Accounts',
    access: 'Data shown',
    validUntil: 'Valid',
    validUntilDate: 'until {{date, date}}',
    status: 'Status',
    revoke: 'Revoke consent',
    revokeQuestion: 'Do you really want to revoke the consent?',
    revokeMeaning: '{{provider}} can no longer read your account data.',
    revoked: 'Consent revoked',
    revokeFailed: 'The consent could not be revoked.',
  },
  request: {
    title: 'Sharing account data',
    asks: '{{provider}} asks for access to your account data',
    wouldSee: 'The service would see',
    validity:
      'The consent is valid for {{days}} days from acceptance. You can revoke it at any time under Consents.',
    identifyFirst:
      'Identify yourself to choose the accounts to share and to accept or reject the request.',
    identify: 'Identify',
    chooseAccounts: 'Choose the accounts whose data is shared',
    noAccounts: 'You have no accounts whose data could be shared. You can reject the request.',
    accept: 'Accept',
    reject: 'Reject',
    notAwaiting: 'This request is no longer valid. Go back to the provider’s page and start again.',
    loadFailed: 'The request could not be loaded.',
    accountsFailed: 'Your accounts could not be loaded.',
    identificationFailed: 'Identification failed',
    identificationCancelled: 'Identification was cancelled',
    tryAgain: 'You can identify yourself again.',
    returning: 'Returning to the provider’s page…',
  },
  validation: {
    chooseAccount: 'Choose at least one account',
  },
  refusals: {
    notFound: 'Consent not found',
    unknownClient: 'The provider is not recognised',
    redirectMismatch: 'The return address is not the one the provider registered',
    notDecidable: 'The request is not awaiting a decision',
    accountNotShareable: 'Choose your own payment or savings accounts',
    unknownToken: 'The token is missing or unknown',
    notValid: 'The consent is not valid',
    outOfScope: 'The consent does not cover this data',
    accountNotConsented: 'The consent does not cover this account',
  },
};
