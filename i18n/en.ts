import type { Messages } from './fi';

/** English: a working stub; a missing key is a compile error. */
export const en: Messages = {
  common: {
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
  },
  textInput: {
    counter: '{{length}} / {{max}} characters',
  },
  numberStepper: {
    decrease: 'Decrease',
    increase: 'Increase',
  },
  phoneInput: {
    countryCode: 'Country code',
    number: 'Number',
  },
  codeInput: {
    label: 'Enter the 4-digit code',
    digit: 'Digit {{position}} of {{length}}',
  },
  termsCheckbox: {
    label: 'I accept the <terms>terms</terms>',
    opensInNewWindow: '(opens in a new window)',
  },
  collapsibleList: {
    showMore: 'Show more',
    showLess: 'Show less',
  },
  loadingOverlay: {
    slow: 'Just a moment, please do not close the page.',
  },
  stepIndicator: {
    label: 'Progress',
    progress: 'Step {{current}}/{{total}}',
  },
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
  uploadBox: {
    choose: 'Choose a file',
    dropHint: 'or drop a file here',
    rules: 'Allowed formats: {{types}}. Maximum size {{maxSize}}.',
    tryAgain: 'Try again',
    remove: 'Remove file {{name}}',
  },
};
