import type { Texts } from '../fi';

export const enMovements: Texts['movements'] = {
  common: {
    amount: 'Amount (€)',
    amountHint: 'For example 125,50',
    chooseAccount: 'Choose an account',
    from: 'From account',
    to: 'To account',
    message: 'Message',
    review: 'Check the details',
    reviewIntro: 'Check the details before confirming.',
    edit: 'Edit',
    done: 'Done',
    fee: 'Withdrawal fee',
    balanceAfter: '{{account}}: balance now',
    toAccounts: 'Go to accounts',
    again: 'New transfer',
    noAccounts: 'You have no accounts to move money between.',
    freeWithdrawalsLeft_one: '{{count}} free withdrawal is left on the savings account this year.',
    freeWithdrawalsLeft_other:
      '{{count}} free withdrawals are left on the savings account this year.',
    withdrawalFee: 'After the sixth withdrawal each withdrawal costs {{fee}}.',
  },
  transfer: {
    title: 'Own transfer',
    intro: 'Move money between your own payment and savings accounts.',
    confirm: 'Confirm transfer',
    done: 'The transfer has been made',
    sameAccount: 'Choose another account than the one charged',
  },
  withdrawal: {
    title: 'Withdrawal',
    intro: 'Move money to your own account in another bank.',
    to: 'To the account in another bank',
    noExternal: 'You have no account in another bank to withdraw to.',
    confirm: 'Confirm withdrawal',
    done: 'The withdrawal has been made',
  },
  deposit: {
    title: 'Deposit',
    intro: 'Move money here from your own account in another bank.',
    from: 'From the account in another bank',
    noExternal: 'You have no account in another bank to deposit from.',
    confirm: 'Confirm deposit',
    done: 'The deposit has been made',
  },
  refusals: {
    withdrawalNotExternal: 'A withdrawal goes to your own account in another bank.',
    depositNotExternal: 'A deposit comes from your own account in another bank.',
    depositNotFound: 'The deposit was not found.',
  },
  statement: {
    savingsWithdrawalFee: 'Savings account withdrawal fee',
    toOwnAccount: 'Transfer to own account',
    fromOwnAccount: 'Transfer from own account',
  },
};
