import type { Texts } from '../fi';

export const enRegistration: Texts['registration'] = {
  title: 'Become a customer',
  steps: 'Steps to become a customer',
  loadFailed: 'Loading your registration failed.',
  identify: {
    heading: 'Become a customer',
    intro:
      'First identify yourself with your bank credentials or mobile certificate. Then give your contact details, confirm your phone number by text message and answer a few questions.',
    start: 'Identify',
    starting: 'Opening the identification…',
    failed: 'Identification failed. Please try again.',
    cancelled: 'The identification was cancelled.',
    haveBank: 'Already a customer?',
    login: 'Log in to the online bank',
  },
  contact: {
    heading: 'Your contact details',
    greeting: 'Hello {{name}}! You have been identified.',
    phone: 'Mobile phone number',
    email: 'E-mail address',
    streetAddress: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    send: 'Send confirmation code',
    failed: 'Saving your contact details failed',
  },
  code: {
    heading: 'Confirm your phone number',
    sent: 'We sent a 4-digit code by text message to {{phone}}. The code is valid for 10 minutes.',
    label: 'Confirmation code',
    newCode: 'Ask for a new code',
  },
  kyc: {
    heading: 'Know your customer',
    submit: 'Become a customer',
    failed: 'Becoming a customer failed',
  },
  done: {
    heading: 'You are now our customer',
    intro:
      'Your online bank is ready but has no account yet. Open a free payment account to pay bills and receive your salary.',
    openAccount: 'Open a payment account',
    toBank: 'Go to the online bank',
  },
  rules: {
    ownBehalf:
      'You can become a customer only in your own name and on your own behalf. Please contact customer service.',
  },
  refusals: {
    notRegistering: 'You are already a customer.',
    phoneFirst: 'Confirm your phone number first.',
  },
};
