/**
 * Account transactions: what a row in the transaction list says and which icon it carries.
 */
import type { CardKind } from '../cards/cards';
import { code } from '../errors/message';
import type { Cents } from '../money/money';

export const TRANSACTION_TYPES = [
  'Transfer',
  'CreditInterest',
  'Interest',
  'TaxWithhold',
  'Withdrawal',
  'Deposit',
  'CreditRepayment',
  'NULL',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Any other string the bank may add later; it gets the default label. */
type OtherTransactionType = string & Record<never, never>;

/**
 * A booked account transaction. The spec names Amount, IsCardTransaction, CardId, Name,
 * Recipient and TransactionTypeEnum; we add Id, BookingDate, Message and Reference, which every
 * statement row needs.
 */
export interface Transaction {
  Id: string;
  /** The booking day, `YYYY-MM-DD`. */
  BookingDate: string;
  /** Signed: incoming positive, outgoing negative. */
  Amount: Cents;
  IsCardTransaction: boolean;
  CardId?: string | null;
  /** The transaction's own name (for a card purchase, the merchant). */
  Name?: string | null;
  /** The other party: the payee of an outgoing, the payer of an incoming transaction. */
  Recipient?: string | null;
  TransactionTypeEnum: TransactionType | OtherTransactionType;
  /** Free-text message to the payee. */
  Message?: string | null;
  /** Finnish (`1232`) or RF (`RF18…`) creditor reference. */
  Reference?: string | null;
}

/**
 * The code of a type's label, `kit.transactionType.<type>`; `other` is the plain 'Tilitapahtuma'
 * of unknown types and of a limit's transfers (on a credit limit a transfer is an ordinary
 * booking, not one between own accounts), `card` the 'Korttitapahtuma' of a card transaction
 * whose card is not in the customer's list and that has no name.
 */
const typeLabel = (type: TransactionType | 'other' | 'card') => code(`kit.transactionType.${type}`);

function isTransactionType(type: string): type is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(type);
}

function filled(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The code of a transaction type's label: 'Tilitapahtuma' for a limit's transfers and unknown types. */
export function transactionTypeLabel(type: string, isLimit = false): string {
  if (type === 'Transfer' && isLimit) return typeLabel('other');
  return typeLabel(isTransactionType(type) ? type : 'other');
}

export interface TransactionLabelContext {
  /** The transactions are those of a credit limit. */
  isLimit?: boolean;
  /** The customer's cards, to name card transactions. */
  cards?: ReadonlyArray<{ CardId: string; Name: string }>;
}

/**
 * The main text of a transaction row: a name from the data, or the code of a label. A card
 * transaction shows the card's name (spec leaves an unknown card open; we fall back to the
 * transaction's name, then 'Korttitapahtuma'); a withdrawal or deposit shows the recipient or
 * else its type; everything else its type.
 */
export function transactionLabel(tx: Transaction, context: TransactionLabelContext = {}): string {
  const { isLimit = false, cards = [] } = context;
  if (tx.IsCardTransaction) {
    const card = cards.find((candidate) => candidate.CardId === tx.CardId);
    return filled(card?.Name) ?? filled(tx.Name) ?? typeLabel('card');
  }
  const type = tx.TransactionTypeEnum;
  if (type === 'Withdrawal' || type === 'Deposit') {
    return filled(tx.Recipient) ?? transactionTypeLabel(type);
  }
  return transactionTypeLabel(type, isLimit);
}

// Spec asks for a different icon for the user's own physical or virtual card than for other
// cards; we also tell physical from virtual, which the UI may draw alike.
export const TRANSACTION_ICONS = [
  'physical-card',
  'virtual-card',
  'other-card',
  'transfer',
  'interest',
  'incoming',
  'outgoing',
] as const;
export type TransactionIcon = (typeof TRANSACTION_ICONS)[number];

const INTEREST_AND_TAX: readonly string[] = ['Interest', 'CreditInterest', 'TaxWithhold'];

/**
 * The icon of a transaction row. A card transaction shows the card's form when the card is the
 * user's own, else the other-card icon; otherwise transfers, interest and tax have their own
 * icons and the rest go by direction (spec leaves zero open; we draw it as outgoing).
 */
export function transactionIcon(
  tx: Transaction,
  context: { ownCards?: ReadonlyArray<{ CardId: string; CardTypeEnum: CardKind }> } = {},
): TransactionIcon {
  if (tx.IsCardTransaction) {
    const own = context.ownCards?.find((card) => card.CardId === tx.CardId);
    if (!own) return 'other-card';
    return own.CardTypeEnum === 'VIRTUAL_CARD' ? 'virtual-card' : 'physical-card';
  }
  if (tx.TransactionTypeEnum === 'Transfer') return 'transfer';
  if (INTEREST_AND_TAX.includes(tx.TransactionTypeEnum)) return 'interest';
  return tx.Amount > 0 ? 'incoming' : 'outgoing';
}
