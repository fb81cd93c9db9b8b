import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CardKind } from '../../../domain/cards/cards';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { TransactionRow } from '../../../ui/TransactionRow';
import { LoadFailed } from '../../shell/LoadFailed';
import { useCardTransactions } from './api';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface OwnCard {
  CardId: string;
  CardTypeEnum: CardKind;
  CardProductName: string;
}

export interface CardTransactionsProps {
  accountId: string;
  /** Only this card's bookings; without it, the whole card account's. */
  cardId?: string;
  /** The customer's cards on the account: their bookings carry the card's name and own icon. */
  cards: readonly OwnCard[];
}

/** A card's or card account's bookings of the last 12 months, newest first. */
export function CardTransactions({ accountId, cardId, cards }: CardTransactionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useCardTransactions(accountId, cardId);
  const named = cards.map((card) => ({ CardId: card.CardId, Name: card.CardProductName }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cards.transactions.title')}</h2>
      {isError ? (
        <LoadFailed
          title={t('cards.transactions.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingOverlay loading={isPending}>
          {data?.length === 0 && <p>{t('cards.transactions.empty')}</p>}
          {data && data.length > 0 && (
            <List>
              {data.map((transaction) => (
                <li key={transaction.Id}>
                  <TransactionRow
                    transaction={transaction}
                    labelContext={{ cards: named }}
                    ownCards={cards}
                  />
                </li>
              ))}
            </List>
          )}
        </LoadingOverlay>
      )}
    </section>
  );
}
