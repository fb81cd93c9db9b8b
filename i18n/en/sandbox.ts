import type { Texts } from '../fi';

export const enSandbox: Texts['sandbox'] = {
  title: 'Sandbox bank identification',
  intro:
    'This page stands in for strong electronic identification in the sandbox. Choose who you identify as.',
  chooseCustomer: 'Identify as {{name}}',
  confirmTitle: 'Confirm the operation',
  confirmIntro: 'You are approving the following:',
  confirm: 'Confirm',
  cancel: 'Cancel identification',
  wrongPerson: 'Only {{name}} can confirm this operation.',
  expired: 'The identification has expired. Return to the bank and start again.',
  failedTitle: 'Identification failed',
  backToBank: 'Back to the online bank',
};
