import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import type { companyCardHolders } from '../../../api/cardHolders';
import { ListRow } from '../../../ui/ListRow';
import { PlainList } from './PlainList';

/** Who holds the company's cards, each with the cards they hold. */
export function CardHolderList({ holders }: { holders: CallOutput<typeof companyCardHolders> }) {
  const { t } = useTranslation();
  if (holders.length === 0) return <p>{t('cardOrders.holders.noHolders')}</p>;
  return (
    <PlainList>
      {holders.map((holder) => (
        <li key={holder.UserId ?? holder.Name}>
          <ListRow
            title={holder.Name}
            details={
              <>
                <span>
                  {holder.Cards.length === 0
                    ? t('cardOrders.holders.noCards')
                    : `${t('cardOrders.holders.cardsOf')}: ${holder.Cards.map((card) => card.MaskedCardNumber).join(', ')}`}
                </span>
                {holder.UserId === null && <span>{t('cardOrders.holders.noLogin')}</span>}
              </>
            }
          />
        </li>
      ))}
    </PlainList>
  );
}
