import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  cardGroup,
  groupCardsByAccount,
  isPrepaidCard,
  usedAmount,
  type CardAccountGroup,
  type CardGroup,
  type GroupViewCard,
} from '../../domain/cards/cards';
import type { CustomerType } from '../../domain/catalogue/enumerations';
import { Link } from '../Link';
import { ListRow } from '../ListRow';
import { Money } from '../Money';
import { MaskedCardNumber, PaymentCardVisual } from '../PaymentCardVisual';
import { SectionHeader } from '../SectionHeader';
import { StatusBadge } from '../StatusBadge';

export interface CardListProps {
  /** The customer's cards as the server lists them; hidden statuses are left out here. */
  cards: readonly GroupViewCard[];
  customerType: CustomerType;
  /** A card was chosen: the app opens /bank/cards/details with it. */
  onSelectCard: (card: GroupViewCard) => void;
  /** The page of a card group (the cards of one account): with it, each group links there. */
  groupHref?: (accountId: string) => string;
  /** The level of the group headings in the page's outline. */
  level?: 2 | 3 | 4;
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Cards = styled.ul`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const AmountLine = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  & > :first-child {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;

const GroupLink = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
`;

type AccountGroup = CardAccountGroup<GroupViewCard>;

/** The account groups under the overview's three titles, in the order the server lists them. */
function titledGroups(cards: readonly GroupViewCard[], customerType: CustomerType) {
  const titled = new Map<CardGroup, AccountGroup[]>();
  for (const group of groupCardsByAccount(cards)) {
    const [first] = group.cards;
    if (!first) continue;
    const title = cardGroup(customerType, first);
    titled.set(title, [...(titled.get(title) ?? []), group]);
  }
  return [...titled];
}

/**
 * The customer's cards under 'Henkilökohtainen kortti', 'Luotolliset yrityskortit' and
 * 'Yrityskortit ilman luottoa', each card a button with its picture, number, status and the
 * amount available (for credit cards also the amount used).
 */
export function CardList({
  cards,
  customerType,
  onSelectCard,
  groupHref,
  level = 2,
}: CardListProps) {
  const { t } = useTranslation();
  const groups = titledGroups(cards, customerType);
  if (groups.length === 0) return <p>{t('kit.cardList.empty')}</p>;

  return (
    <Groups>
      {groups.map(([group, accounts]) => (
        <section key={group}>
          <SectionHeader title={t(`kit.cardList.group.${group}`)} level={level} />
          {accounts.map((account) => (
            <div key={account.AccountId}>
              <Cards>
                {account.cards.map((card) => (
                  <li key={card.CardId}>
                    <ListRow
                      onSelect={() => onSelectCard(card)}
                      leading={
                        <PaymentCardVisual card={card} customerType={customerType} size="small" />
                      }
                      title={card.CardProductName}
                      details={
                        <>
                          <span>
                            <MaskedCardNumber maskedCardNumber={card.MaskedCardNumber} />
                          </span>
                          <span>{t(`kit.card.kind.${card.CardTypeEnum}`)}</span>
                          {card.CardOwnerCompanyName && <span>{card.CardOwnerCompanyName}</span>}
                          {card.CardOperatorStatusCode === 'CARD_BLOCKED' && (
                            <StatusBadge tone="red" label={t('kit.card.status.CARD_BLOCKED')} />
                          )}
                        </>
                      }
                      trailing={
                        <>
                          <AmountLine>
                            <span>{t('kit.cardList.available')}</span>
                            <Money cents={card.FreeBalance} />
                          </AmountLine>
                          {!isPrepaidCard(card) && (
                            <AmountLine>
                              <span>{t('kit.cardList.used')}</span>
                              <Money cents={usedAmount(card)} />
                            </AmountLine>
                          )}
                        </>
                      }
                    />
                  </li>
                ))}
              </Cards>
              {groupHref && (
                <GroupLink>
                  <Link href={groupHref(account.AccountId)}>
                    {t('kit.cardList.openGroup', { card: account.cards[0]?.CardProductName ?? '' })}
                  </Link>
                </GroupLink>
              )}
            </div>
          ))}
        </section>
      ))}
    </Groups>
  );
}
