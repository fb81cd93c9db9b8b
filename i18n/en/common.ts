import type { Texts } from '../fi';

export const enCommon: Texts['common'] = {
  close: 'Close',
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  save: 'Save',
  continue: 'Continue',
  back: 'Back',
  required: 'This information is required',
  loading: 'Loading…',
  errorPrefix: 'Error:',
  skipToContent: 'Skip to content',
  language: 'Language',
  technicalErrorPage: {
    title: 'We are sorry!',
    text: 'A technical error occurred in the service',
    home: 'Go to the front page',
    customerService: 'Customer service',
    customerServiceHelp: 'If the error persists, please contact our customer service.',
    phone: 'Phone',
    openingHours: 'Opening hours',
    defaultOpeningHours: 'Mon–Fri 9–16',
  },
  retry: 'Try again',
  offline: {
    title: 'No connection',
    text: 'The online bank cannot connect right now. Check that your device is connected to the internet and try again.',
  },
  textInput: {
    counter: '{{length}} / {{max}} characters',
  },
  loadingOverlay: {
    slow: 'Just a moment, please do not close the page.',
  },
  slider: {
    noData: 'No data',
  },
  stepIndicator: {
    label: 'Progress',
    progress: 'Step {{current}}/{{total}}',
  },
  money: {
    amount: '{{amount, euros}} euros',
    negative: 'minus {{amount, euros}} euros',
    positive: 'plus {{amount, euros}} euros',
  },
};
