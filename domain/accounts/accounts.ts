/**
 * The customer's accounts: how the account list groups them, which buttons an account offers,
 * which certificates a company can print, free savings withdrawals and referral eligibility.
 */
import type { AccountType, CustomerType } from '../catalogue/enumerations';
import { code } from '../errors/message';
import type { Cents } from '../money/money';

export interface Account {
  Id: string;
  Type: AccountType;
  CustomName?: string | null;
  Iban?: string | null;
  Balance: Cents;
  AccruedInterest: Cents;
  /** Yearly interest in percent: 1.5 is 1,50 %. */
  InterestRate: number;
  IsSavingsAccount: boolean;
  IsPaymentAccount: boolean;
  /**
   * The account belongs to the external investment partner (the spec's "external
   * investment-partner kind"): it is shown, but no money moves through this bank's buttons.
   */
  IsInvestmentPartnerAccount: boolean;
  /** Up to three partner-relation tags; spec leaves their values open. */
  RelationTags: readonly string[];
  AccountNumber?: string | null;
  ExternalAccountNumber?: string | null;
  /** Term deposits: the maturity day, `YYYY-MM-DD`. */
  TermDepositExpires?: string | null;
  /** Term deposits: the amount deposited at the start. */
  TermDepositAmount?: Cents | null;
}

/** The spec's account groups: 'Käyttötilit', 'Säästötilit' and 'Määräaikaistalletukset'. */
export const ACCOUNT_GROUPS = ['payment', 'savings', 'termDeposit'] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

/**
 * The ribbon an account is listed under. Spec leaves the external bank account open: it is the
 * customer's own account in another bank, and as 'Nosta' and 'Talleta' live on it, we list it by
 * its flags like our own accounts — under 'Käyttötilit' unless it is flagged as savings.
 */
export function accountGroup(account: Pick<Account, 'Type' | 'IsSavingsAccount'>): AccountGroup {
  if (account.Type === 'TermDeposit' || account.Type === 'ExternalTermDeposit') {
    return 'termDeposit';
  }
  return account.IsSavingsAccount ? 'savings' : 'payment';
}

/**
 * All three groups in their fixed order, empty ones included (each ribbon carries the plus
 * button that opens a new account of its kind); accounts keep the server's order within a group.
 */
export function groupAccounts<T extends Pick<Account, 'Type' | 'IsSavingsAccount'>>(
  accounts: readonly T[],
): { group: AccountGroup; accounts: T[] }[] {
  return ACCOUNT_GROUPS.map((group) => ({
    group,
    accounts: accounts.filter((account) => accountGroup(account) === group),
  }));
}

export const ACCOUNT_ACTIONS = ['newPayment', 'withdraw', 'deposit', 'internalTransfer'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** The codes of the buttons' labels: 'Uusi maksu', 'Nosta', 'Talleta', 'Oma siirto'. */
export const ACCOUNT_ACTION_LABELS: Record<AccountAction, string> = {
  newPayment: code('accounts.actionLabels.newPayment'),
  withdraw: code('accounts.actionLabels.withdraw'),
  deposit: code('accounts.actionLabels.deposit'),
  internalTransfer: code('accounts.actionLabels.internalTransfer'),
};

/** What the signed-in user may do with money. */
export interface AccountRights {
  /** Strongly authenticated and holding a write right (not view-only). */
  canWrite: boolean;
}

export type AccountActionBlock = 'investmentPartnerAccount' | 'noWriteRight';

// Spec says only that the buttons are disabled; these are the codes of our explanations.
export const ACCOUNT_ACTION_BLOCK_TEXTS: Record<AccountActionBlock, string> = {
  investmentPartnerAccount: code('accounts.actionBlocked.investmentPartnerAccount'),
  noWriteRight: code('errors.view_only'),
};

export interface AccountActionState {
  visible: boolean;
  /** Whether the button is greyed out; said even for hidden buttons, by the same rule. */
  disabled: boolean;
  reason?: AccountActionBlock;
}

/** The bank's own payment and savings accounts, between which an own transfer can move money. */
function isTransferAccount(account: Account): boolean {
  return account.Type === 'BankAccount' && (account.IsPaymentAccount || account.IsSavingsAccount);
}

/**
 * The buttons of one account. 'Oma siirto' needs somewhere to send money, so it is hidden (not
 * just disabled) until the customer has at least two payment or savings accounts.
 */
export function accountActions(
  account: Account,
  accounts: readonly Account[],
  rights: AccountRights,
): Record<AccountAction, AccountActionState> {
  const reason: AccountActionBlock | undefined = account.IsInvestmentPartnerAccount
    ? 'investmentPartnerAccount'
    : rights.canWrite
      ? undefined
      : 'noWriteRight';
  const state = (visible: boolean): AccountActionState =>
    reason ? { visible, disabled: true, reason } : { visible, disabled: false };
  const isExternal = account.Type === 'ExternalBankAccount';
  return {
    newPayment: state(account.Type === 'BankAccount' && account.IsPaymentAccount),
    withdraw: state(isExternal),
    deposit: state(isExternal),
    internalTransfer: state(
      isTransferAccount(account) && accounts.filter(isTransferAccount).length > 1,
    ),
  };
}

export type CertificateKind = 'balance' | 'deposit';

/** The codes of the certificates' names: 'Saldo- ja korkotodistus' and 'Talletustodistus'. */
export const CERTIFICATE_LABELS: Record<CertificateKind, string> = {
  balance: code('accounts.certificateNames.balance'),
  deposit: code('accounts.certificateNames.deposit'),
};

/**
 * The certificate a company can print for an account: balance and interest for its bank
 * accounts, a deposit certificate for a term deposit still holding exactly what was deposited.
 * Accounts in another bank or with the investment partner get none: we cannot vouch for them.
 */
export function certificateEligibility(
  account: Pick<Account, 'Type' | 'Balance' | 'TermDepositAmount' | 'IsInvestmentPartnerAccount'>,
  customerType: CustomerType,
): CertificateKind | null {
  if (customerType !== 'Company' || account.IsInvestmentPartnerAccount) return null;
  if (account.Type === 'BankAccount') return 'balance';
  if (account.Type === 'TermDeposit' && account.TermDepositAmount === account.Balance) {
    return 'deposit';
  }
  return null;
}

export const FREE_SAVINGS_WITHDRAWALS_PER_YEAR = 6;
/** Spec leaves the fee beyond the free withdrawals open; 5,00 € a withdrawal is our decision. */
export const SAVINGS_WITHDRAWAL_FEE_CENTS = 500;

/**
 * Free savings-account withdrawals left this calendar year. Only persons get them; a company's
 * every withdrawal is charged. Spec does not show the fee, so we leave it to the price list.
 */
export function freeWithdrawalsLeft(
  customerType: CustomerType,
  withdrawalsThisYear: number,
): number {
  if (!Number.isSafeInteger(withdrawalsThisYear) || withdrawalsThisYear < 0) {
    throw new RangeError(`Not a count of withdrawals: ${withdrawalsThisYear}`);
  }
  if (customerType !== 'Person') return 0;
  return Math.max(0, FREE_SAVINGS_WITHDRAWALS_PER_YEAR - withdrawalsThisYear);
}

/**
 * Referral bonuses are credited to a bank account here, so the programme needs one. Accounts
 * in another bank or with the investment partner cannot receive the bonus.
 */
export function isReferralAvailable(
  accounts: readonly Pick<Account, 'Type' | 'IsInvestmentPartnerAccount'>[],
): boolean {
  return accounts.some(
    (account) => account.Type === 'BankAccount' && !account.IsInvestmentPartnerAccount,
  );
}

/**
 * The customer's own name for the account, else the code of its kind's name ('Käyttötili',
 * 'Säästötili', 'Määräaikaistalletus', 'Oma tili toisessa pankissa'…): render it as a message.
 */
export function accountDisplayName(
  account: Pick<Account, 'Type' | 'CustomName' | 'IsSavingsAccount'>,
): string {
  const custom = account.CustomName?.trim();
  if (custom) return custom;
  if (account.Type === 'BankAccount') {
    return code(account.IsSavingsAccount ? 'kit.accountName.savings' : 'kit.accountName.payment');
  }
  return code(`kit.accountName.${account.Type}`);
}
