import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardKind } from '../../domain/cards/cards';
import {
  transactionIcon,
  transactionLabel,
  type Transaction,
  type TransactionIcon,
  type TransactionLabelContext,
} from '../../domain/accounts/transactions';
import { DateText } from '../DateText';
import { Icon, type IconName } from '../Icon';
import { ListRow } from '../ListRow';
import { useMessageText } from '../MessageText';
import { Money } from '../Money';
import { VisuallyHidden } from '../VisuallyHidden';

const ICON_NAMES: Record<TransactionIcon, IconName> = {
  'physical-card': 'card',
  'virtual-card': 'card-virtual',
  'other-card': 'card-other',
  transfer: 'transfer',
  interest: 'interest',
  incoming: 'incoming',
  outgoing: 'outgoing',
};

export interface TransactionRowProps {
  transaction: Transaction;
  /** Names card transactions by the customer's cards; `isLimit` for a credit limit's list. */
  labelContext?: TransactionLabelContext;
  /** The customer's own cards, which get the physical or virtual card icon. */
  ownCards?: ReadonlyArray<{ CardId: string; CardTypeEnum: CardKind }>;
  /** The payment's details: `/bank/accounts/payment?paymentId=`. */
  href?: string;
}

const IconDisc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background.muted};
  color: ${({ theme }) => theme.colors.text.default};
`;

/**
 * One account transaction: an icon of its kind, its label, date, message or reference and the
 * amount with its sign (incoming in green). With `href` the row links to the payment's details.
 */
export function TransactionRow({ transaction, labelContext, ownCards, href }: TransactionRowProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { BookingDate, Message, Reference, Amount } = transaction;
  return (
    <ListRow
      href={href}
      leading={
        <IconDisc>
          <Icon name={ICON_NAMES[transactionIcon(transaction, { ownCards })]} />
        </IconDisc>
      }
      title={messageText(transactionLabel(transaction, labelContext))}
      details={
        <>
          <DateText date={BookingDate} />
          {Message && (
            <span>
              <VisuallyHidden>{t('kit.transactionRow.message')}: </VisuallyHidden>
              {Message}
            </span>
          )}
          {Reference && (
            <span>
              {t('kit.transactionRow.reference')} {Reference}
            </span>
          )}
        </>
      }
      trailing={<Money cents={Amount} signPrefix />}
    />
  );
}
