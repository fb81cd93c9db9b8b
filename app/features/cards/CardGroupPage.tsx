import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cardGroup, groupCardsByAccount, type GroupViewCard } from '../../../domain/cards/cards';
import { CardList } from '../../../ui/CardList';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useCardDetails, useCards, type CardDetails } from './api';
import { useCardAccountItems } from './CardFacts';
import { CardFrame } from './CardFrame';
import { CardTransactions } from './CardTransactions';
import { CARD_DETAILS_PATH, selectCard } from './selectedCard';
import { useCardViewer } from './useCardViewer';

/** `/bank/cards/customer/{accountId}`: a card group, the cards of one account and its bookings. */
export function CardGroupPage() {
  const { t } = useTranslation();
  const { accountId } = useParams();
  const list = useCards();
  const group = list.data
    ? (groupCardsByAccount<GroupViewCard>(list.data).find(
        (candidate) => candidate.AccountId === accountId,
      ) ?? null)
    : undefined;
  return (
    <CardFrame
      title={t('cards.group.title')}
      titleOf={() => t('cards.group.title')}
      found={group}
      error={list.error}
      onRetry={() => void list.refetch()}
      notFound={t('cards.group.notFound')}
    >
      {({ AccountId, cards }) => <CardGroup accountId={AccountId} cards={cards} />}
    </CardFrame>
  );
}

function CardGroup({ accountId, cards }: { accountId: string; cards: GroupViewCard[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useCardViewer();
  const [first] = cards;
  const kind = first && viewer.customerType && cardGroup(viewer.customerType, first);
  return (
    <Stack gap={5}>
      <hgroup>
        <h1>{t('cards.group.title')}</h1>
        {kind && <p>{t(`kit.cardList.group.${kind}`)}</p>}
      </hgroup>
      {viewer.customerType === 'Company' && first && <CompanyAccount cardId={first.CardId} />}
      {viewer.customerType && (
        <CardList
          cards={cards}
          customerType={viewer.customerType}
          onSelectCard={(card) =>
            void navigate(CARD_DETAILS_PATH, { state: selectCard(card.CardId) })
          }
        />
      )}
      <CardTransactions accountId={accountId} cards={cards} />
    </Stack>
  );
}

/** A company card account's number and payment reference, from one of its cards' details. */
function CompanyAccount({ cardId }: { cardId: string }) {
  const { data } = useCardDetails(cardId);
  return data ? <AccountFacts card={data} /> : null;
}

function AccountFacts({ card }: { card: CardDetails }) {
  return <ValueList items={useCardAccountItems(card)} />;
}
