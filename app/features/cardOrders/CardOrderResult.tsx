import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import { companyCardApplicationLimitConfirm } from '../../../api/cardOrders';
import type { companyCardDetails } from '../../../api/cards';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useCompletion } from '../../data/operation';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { LoadFailed } from '../../shell/LoadFailed';
import { useCompanyCard } from './api';
import { cardItems } from './cardOrderItems';
import type { CardOrderKind } from './CardOrderPage';

type Card = CallOutput<typeof companyCardDetails>;

/** The order's draft is done with once its card is there. */
function useForgetDraft(kind: CardOrderKind, card: Card | undefined) {
  useEffect(() => {
    if (card) sessionStorage.removeItem(`cardOrders.${kind}`);
  }, [kind, card]);
}

/**
 * Back from confirming: the card the order made. A credit card's application is completed by
 * its `-confirm` call, which answers the card; a prepaid card was made on the return itself.
 */
export function CardOrderResult({
  kind,
  applicationId,
}: {
  kind: CardOrderKind;
  applicationId: string;
}) {
  return kind === 'credit' ? (
    <CreditCardMade applicationId={applicationId} />
  ) : (
    <PrepaidCardMade applicationId={applicationId} />
  );
}

function CreditCardMade({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const completion = useCompletion(companyCardApplicationLimitConfirm, {
    ApplicationId: applicationId,
  });
  useForgetDraft('credit', completion.data);
  if (completion.isError) {
    return (
      <LoadFailed
        title={t('cardOrders.order.resultFailed')}
        error={completion.error}
        onRetry={completion.retry}
      />
    );
  }
  if (!completion.data) return <LoadingOverlay loading />;
  return <CardMade kind="credit" card={completion.data} />;
}

function PrepaidCardMade({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const card: UseQueryResult<Card> = useCompanyCard(applicationId);
  useForgetDraft('prepaid', card.data);
  if (card.isError) {
    return (
      <LoadFailed
        title={t('cardOrders.order.resultFailed')}
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  }
  if (!card.data) return <LoadingOverlay loading />;
  return <CardMade kind="prepaid" card={card.data} />;
}

function CardMade({ kind, card }: { kind: CardOrderKind; card: Card }) {
  const { t } = useTranslation();
  const credit = kind === 'credit';
  return (
    <Stack gap={4}>
      <FocusedHeading>{t('cardOrders.order.done')}</FocusedHeading>
      <p>
        {t(credit ? 'cardOrders.order.creditDone' : 'cardOrders.order.prepaidDone', {
          holder: card.CardHolderName,
        })}
      </p>
      <ValueList
        items={cardItems(t, {
          kind: card.CardTypeEnum,
          holder: card.CardHolderName,
          number: card.MaskedCardNumber,
          limit: credit ? card.Limit : undefined,
          limits: card.CreditCardUsageLimits,
        })}
      />
      <Stack direction="horizontal" gap={3} wrap>
        <ButtonLink variant={credit ? 'primary' : 'secondary'} href="/bank/cards">
          {t('cardOrders.common.toCards')}
        </ButtonLink>
        {!credit && (
          <ButtonLink href={`/bank/cards/prepaid-transfer/${card.CardId}`}>
            {t('cardOrders.order.moveMoney')}
          </ButtonLink>
        )}
      </Stack>
    </Stack>
  );
}
