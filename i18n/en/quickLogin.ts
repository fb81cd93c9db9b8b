import type { Texts } from '../fi';

export const enQuickLogin: Texts['quickLogin'] = {
  alreadyCustomer: 'You are already our customer. Please log in to the online bank.',
  sms: {
    open: 'Log in with a text message code',
    heading: 'Log in with a text message code',
    intro:
      'We send a code to the phone number you have confirmed to the bank. Payments and changes to settings are still confirmed by identification.',
    personalId: 'Personal identity code',
    phone: 'Mobile phone number',
    send: 'Send code',
    sent: 'If the details match one of our customers, we sent a 4-digit code by text message. The code is valid for 10 minutes.',
    code: 'Login code',
    newCode: 'Ask for a new code',
    message:
      'Your online bank login code is {{code}}. The code is valid for {{minutes}} minutes. Do not tell the code to anyone.',
  },
  pin: {
    heading: 'Log in with your PIN',
    intro:
      'This device has a PIN. Payments and changes to settings are still confirmed by identification.',
    label: 'PIN',
  },
  setPin: {
    heading: 'A PIN for this device',
    intro:
      'From now on you can log in on this device with a 4-digit PIN. Payments and changes to settings are still confirmed by identification.',
    label: 'New PIN',
    done: 'The PIN is set for this device.',
    failed: 'Setting the PIN failed',
  },
  rules: {
    personalId: 'Check the personal identity code',
    pin: 'Enter 4 digits',
    pinTooSimple: 'Choose a PIN that is harder to guess',
  },
  refusals: {
    token: 'The login is no longer valid. Please log in again.',
    code: 'The code is not valid. Check the code or ask for a new one.',
    noPin: 'This device has no PIN. Log in by identifying yourself.',
    pinLocked:
      'The PIN is locked after three wrong tries. Log in by identifying yourself to use the PIN again.',
    strongLoginNeeded: 'A PIN can be set only when you have logged in by identification.',
  },
};
