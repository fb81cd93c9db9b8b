/**
 * The bank's own ledger accounts (type 'Internal', product 'internal', no customer): the other
 * side of every booking with the world outside the bank. The production ledger can find them
 * by these names (accounts.custom_name).
 */
export const INTERNAL_ACCOUNTS = {
  /** SEPA payments in and out of the bank, and transfers to and from other banks. */
  clearing: 'SEPA-selvitystili',
  /** Interest the bank pays on deposits. */
  interestExpense: 'Talletusten korkokulut',
  /** Ennakonpidätys (30 %) withheld from persons' interest, owed to Verohallinto. */
  withholdingTax: 'Ennakonpidätysvelka',
  /**
   * What customers owe on loans and credit limits. Each posting here carries the loan's payment
   * reference, so a loan's outstanding capital is minus the sum of its postings.
   */
  loanReceivables: 'Lainasaamiset',
  /** Interest customers pay on loans and limits. */
  interestIncome: 'Luottojen korkotuotot',
  /** Instalment and account fees. */
  feeIncome: 'Palkkiotuotot',
  /** Card purchases waiting for the card scheme's settlement. */
  cardSettlement: 'Korttiselvitys',
  /** What the bank has advanced on companies' invoices and paid to their sellers, not yet repaid. */
  invoiceFunding: 'Laskurahoitussaamiset',
} as const;

export type InternalAccount = keyof typeof INTERNAL_ACCOUNTS;
