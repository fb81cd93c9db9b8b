import { useTranslation } from 'react-i18next';
import { isPrepaidCard } from '../../../domain/cards/cards';
import { Link } from '../../../ui/Link';
import { PaymentCardVisual } from '../../../ui/PaymentCardVisual';
import { Stack } from '../../../ui/Stack';
import { useCardDetails, type CardDetails } from './api';
import { CardFacts } from './CardFacts';
import { CardFrame } from './CardFrame';
import { CardSettings } from './CardSettings';
import { CardStatusActions } from './CardStatusActions';
import { CardTransactions } from './CardTransactions';
import { cardGroupPath, useSelectedCard } from './selectedCard';
import { useCardViewer } from './useCardViewer';

/** `/bank/cards/details`: the card chosen last, its facts, settings, status and bookings. */
export function CardDetailsPage() {
  const { t } = useTranslation();
  const cardId = useSelectedCard();
  const details = useCardDetails(cardId ?? '');
  return (
    <CardFrame
      title={t('cards.details.title')}
      titleOf={(card) => card.CardProductName}
      found={cardId === null ? null : details.data}
      error={details.error}
      onRetry={() => void details.refetch()}
      notFound={t('cards.details.notFound')}
    >
      {(card) => <CardView card={card} />}
    </CardFrame>
  );
}

function CardView({ card }: { card: CardDetails }) {
  const { t } = useTranslation();
  const viewer = useCardViewer();
  const company = viewer.customerType === 'Company';
  return (
    <Stack gap={5}>
      <h1>{card.CardProductName}</h1>
      <PaymentCardVisual
        card={card}
        holderName={card.CardHolderName}
        customerType={viewer.customerType}
      />
      <CardFacts card={card} company={company} />
      <Stack gap={2}>
        {viewer.isCompanyMainUser && isPrepaidCard(card) && (
          <div>
            <Link href={`/bank/cards/prepaid-transfer/${card.CardId}`}>
              {t('cards.details.prepaidTransfer')}
            </Link>
          </div>
        )}
        <div>
          <Link href={cardGroupPath(card.AccountId)}>
            {t('kit.cardList.openGroup', { card: card.CardProductName })}
          </Link>
        </div>
      </Stack>
      <CardStatusActions card={card} viewer={viewer} />
      <CardSettings card={card} viewer={viewer} />
      <CardTransactions accountId={card.AccountId} cardId={card.CardId} cards={[card]} />
    </Stack>
  );
}
