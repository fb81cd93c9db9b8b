import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { CardList } from '../../../ui/CardList';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useCards } from './api';
import { CARD_DETAILS_PATH, cardGroupPath, selectCard } from './selectedCard';
import { useCardViewer } from './useCardViewer';

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `/bank/cards` ('Kortit'): the customer's cards in their groups, each opening its page. */
export function CardsPage() {
  const { t } = useTranslation();
  const title = t('menu.cards');
  useDocumentTitle(title);
  const viewer = useCardViewer();
  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      {viewer.isCompanyMainUser && (
        <nav aria-label={title}>
          <Actions>
            <li>
              <Link href="/bank/cards/add-business-card">
                {t('cards.overview.orderCreditCard')}
              </Link>
            </li>
            <li>
              <Link href="/bank/cards/business-prepaid-card">
                {t('cards.overview.orderPrepaidCard')}
              </Link>
            </li>
            <li>
              <Link href="/bank/cards/holders">{t('cards.overview.holders')}</Link>
            </li>
          </Actions>
        </nav>
      )}
      <CardOverview />
    </Stack>
  );
}

function CardOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useCardViewer();
  const { data: cards, isPending, isError, error, refetch } = useCards();
  if (isError) {
    return (
      <LoadFailed
        title={t('cards.overview.loadFailed')}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <LoadingOverlay loading={isPending}>
      {cards && viewer.customerType && (
        <CardList
          cards={cards}
          customerType={viewer.customerType}
          onSelectCard={(card) =>
            void navigate(CARD_DETAILS_PATH, { state: selectCard(card.CardId) })
          }
          groupHref={cardGroupPath}
        />
      )}
    </LoadingOverlay>
  );
}
