import type { Texts } from '../fi';

export const enCardApplication: Texts['cardApplication'] = {
  title: 'Apply for a credit card',
  intro:
    'Apply for a Mastercard Credit card. It takes a few minutes, and we tell you the credit limit we can offer at once.',
  forPersonsOnly:
    'A credit card is applied for as a personal customer. Switch to your own customership to apply.',
  loadFailed: 'The card application could not be loaded.',
  steps: {
    label: 'Steps of the application',
    application: 'Income and housing',
    contact: 'Contact details',
    kyc: 'Know your customer',
    terms: 'Terms and sending',
    proposal: 'Credit limit offer',
    payment: 'Account for the bill',
  },
  fields: {
    requestedLimit: 'Credit limit you apply for',
    monthlyIncome: 'Net income a month',
    monthlyExpenses: 'Expenses a month',
    monthlyExpensesHint: 'Housing, repayments of other loans and living costs',
    employment: 'Employment',
    housing: 'Housing',
    email: 'Email',
    phone: 'Phone number',
    streetAddress: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    politicallyExposed:
      'Are you a politically exposed person, or a family member or close associate of one?',
    ownBehalf: 'Are you applying for the card for yourself, not on behalf of someone else?',
    yes: 'Yes',
    no: 'No',
    paymentAccount: 'Payment account',
  },
  employment: {
    Permanent: 'Permanent employment',
    FixedTerm: 'Fixed-term employment',
    SelfEmployed: 'Self-employed',
    Retired: 'Retired',
    Student: 'Student',
    Unemployed: 'Unemployed',
  },
  housing: {
    Owned: 'Owner-occupied home',
    Rented: 'Rented home',
    RightOfOccupancy: 'Right-of-occupancy home',
    WithParents: 'With parents',
    Other: 'Other',
  },
  actions: {
    next: 'Continue',
    back: 'Previous',
    send: 'Send the application',
    sign: 'Accept and sign',
    connect: 'Save the payment account',
    toCards: 'Go to cards',
  },
  terms: {
    intro: 'Read the credit card’s terms and price list before you send the application.',
    termsLink: 'Credit card terms',
    priceListLink: 'Price list',
    accept: 'I have read the credit card’s terms and price list and accept them',
  },
  proposal: {
    offered: 'We can grant you a credit card with a credit limit of {{limit, money}}.',
    signHint:
      'When you accept the offer, you sign the credit card agreement by strong identification.',
    refused: 'Unfortunately we cannot grant you a credit card.',
    referred: 'Your application goes to the bank for review. We will contact you.',
  },
  reasons: {
    age: 'A credit card can be granted to persons aged 18–75.',
    identity: 'Your personal identity code could not be checked.',
    kyc: 'You can apply for a credit card only for yourself.',
    income: 'Your income is not enough for the card’s smallest credit limit.',
    verification: 'We check your details before the decision.',
  },
  returned: {
    cancel: 'The signature was cancelled. You can sign again.',
    error: 'The signature did not succeed. Please try again.',
  },
  payment: {
    failed: 'The accounts could not be loaded.',
    intro: 'Your card is made. Now choose the account the card bill is paid from.',
    noAccounts:
      'You have no current account to pay the bill from. Open a current account, then come back here.',
  },
  done: {
    heading: 'Your credit card is ready',
    card: 'Card {{number}}, credit limit {{limit, money}}.',
    delivery: 'We send the card by post to your home address.',
  },
  documents: {
    termsTitle: 'Credit card terms',
    terms: [
      'The credit card agreement is a consumer credit agreement valid until further notice. The credit limit is the most you can use with the card.',
      'The month’s purchases and withdrawals are billed once a month. You can pay the whole bill or at least the minimum instalment shown on it.',
      'You may withdraw from the agreement within 14 days of making it.',
    ],
    priceListTitle: 'Credit card price list',
    priceList: [
      'Annual fee €0',
      'Credit interest 12.9% a year',
      'Cash withdrawal 2% of the amount, at least €3',
      'Paper bill €2.50',
    ],
  },
  validation: {
    limit:
      'Choose a credit limit from {{min, money}} to {{max, money}} in steps of {{step, money}}',
    employment: 'Choose your employment',
    housing: 'Choose your housing',
  },
  errors: {
    notFound: 'The card application was not found.',
    status: 'The application can no longer be changed at this stage.',
    incomplete: 'Fill in all the details of the application before sending it.',
    notConfirmed: 'Accept the terms before sending the application.',
    noSuchAccount: 'Choose one of your own current accounts.',
  },
  approval: 'Signing the credit card agreement, credit limit {{limit, money}}',
  accountName: 'Credit card account',
};
