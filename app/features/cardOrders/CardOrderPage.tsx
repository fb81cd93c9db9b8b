import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CallOutput } from '../../../api/call';
import type { companyCardHolders } from '../../../api/cardHolders';
import { companyCardApplicationLimit, companyRegisterCard } from '../../../api/cardOrders';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useBankForm } from '../../data/form';
import { usePreparedConfirmation, useOperationDraft } from '../../data/operation';
import { returnStatusOf } from '../../data/returnStatus';
import { useCustomer } from '../../shell/customer';
import { isEntityId } from '../../shell/entityId';
import { OperationSummary } from '../../shell/OperationSummary';
import { isMovableAccount, useAccountDetails, useOwnAccounts } from '../../shell/ownAccounts';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCardHolders } from './api';
import { cardItems } from './cardOrderItems';
import {
  cardOrderDraft,
  cardOrderForm,
  STARTING_LIMITS,
  type CardOrderDraft,
  type CardOrderValues,
} from './cardOrderForm';
import { CardOrderForm } from './CardOrderForm';
import { CardOrderResult } from './CardOrderResult';
import { CompanyCardsPage } from './CompanyCardsPage';

export type CardOrderKind = 'credit' | 'prepaid';

const ORDERS = {
  credit: { call: companyCardApplicationLimit, path: '/bank/cards/add-business-card' },
  prepaid: { call: companyRegisterCard, path: '/bank/cards/business-prepaid-card' },
} as const;

/** `/bank/cards/add-business-card`: a business credit card on the company's card credit. */
export function AddBusinessCardPage() {
  const { t } = useTranslation();
  return (
    <CompanyCardsPage
      title={t('cardOrders.order.creditTitle')}
      intro={t('cardOrders.order.creditIntro')}
    >
      <CardOrder kind="credit" />
    </CompanyCardsPage>
  );
}

/** `/bank/cards/business-prepaid-card`: a business card without credit. */
export function BusinessPrepaidCardPage() {
  const { t } = useTranslation();
  return (
    <CompanyCardsPage
      title={t('cardOrders.order.prepaidTitle')}
      intro={t('cardOrders.order.prepaidIntro')}
    >
      <CardOrder kind="prepaid" />
    </CompanyCardsPage>
  );
}

/** Back from a confirmed order, its card; otherwise the order being filled in or reviewed. */
function CardOrder({ kind }: { kind: CardOrderKind }) {
  const [params] = useSearchParams();
  const returned = returnStatusOf(params);
  const ordered = params.get('order');
  if (returned === 'ok' && isEntityId(ordered)) {
    return <CardOrderResult kind={kind} applicationId={ordered} />;
  }
  return <CompanyCardOrder kind={kind} />;
}

/** The company's name and BIC, and who can hold the card, loaded before the order is shown. */
function CompanyCardOrder({ kind }: { kind: CardOrderKind }) {
  const { t } = useTranslation();
  const { data: customer } = useCustomer();
  const accounts = useOwnAccounts();
  const holders = useCardHolders();
  return (
    <WhenLoaded queries={[accounts, holders]} failedTitle={t('cardOrders.order.loadFailed')}>
      {(accountList, holderList) => {
        if (!holderList.some((holder) => holder.UserId !== null)) {
          return <p>{t('cardOrders.order.noHolders')}</p>;
        }
        return (
          <WithBic accountId={accountList.find(isMovableAccount)?.Id}>
            {(bic) => (
              <CardOrderFlow
                kind={kind}
                company={{ name: customer?.Name ?? '', bic }}
                holders={holderList}
              />
            )}
          </WithBic>
        );
      }}
    </WhenLoaded>
  );
}

/** The company's BIC, its accounts' (the bank's own); a company without an account has none. */
function WithBic({
  accountId,
  children,
}: {
  accountId: string | undefined;
  children: (bic: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const details = useAccountDetails(accountId);
  if (!accountId) return children('–');
  return (
    <WhenLoaded queries={[details]} failedTitle={t('cardOrders.order.loadFailed')}>
      {(account) => children(account.Bic ?? '–')}
    </WhenLoaded>
  );
}

/**
 * The order, then its review (kept for a reload and the trip to identification), confirmed by
 * strong identification, which comes back here with the order's id to show the card made.
 */
function CardOrderFlow({
  kind,
  company,
  holders,
}: {
  kind: CardOrderKind;
  company: { name: string; bic: string };
  holders: CallOutput<typeof companyCardHolders>;
}) {
  const { t } = useTranslation();
  const { call, path } = ORDERS[kind];
  const [params] = useSearchParams();
  const returned = returnStatusOf(params);
  const { draft, keep, forget } = useOperationDraft(`cardOrders.${kind}`, cardOrderDraft);
  const confirming = usePreparedConfirmation(call);
  const empty: CardOrderValues = {
    CardTypeEnum: 'VIRTUAL_CARD',
    HolderUserId: '',
    CreditCardUsageLimits: STARTING_LIMITS,
    ...(kind === 'credit' && { Limit: '' }),
  };
  const form = useBankForm(cardOrderForm, { defaultValues: draft ?? empty });
  const companyItems = [
    { id: 'Company', term: t('cardOrders.order.company'), value: company.name },
    { id: 'Bic', term: t('cardOrders.order.bic'), value: company.bic },
  ];

  const confirm = async (order: CardOrderDraft) => {
    const { Limit, ...request } = order;
    try {
      await confirming.start(
        kind === 'credit' ? { ...request, Limit: Limit ?? 0 } : request,
        (prepared) => ({
          nextUrl: `${path}?order=${prepared.SessionId}`,
          returnUrl: path,
        }),
      );
    } catch (refusal) {
      if (form.showRefusal(refusal)) forget();
    }
  };

  if (draft) {
    const holder = holders.find((candidate) => candidate.UserId === draft.HolderUserId);
    return (
      <Stack gap={4}>
        {returned === 'cancel' && (
          <AlertBox tone="info">{t('cardOrders.order.cancelled')}</AlertBox>
        )}
        {returned === 'error' && <AlertBox tone="error">{t('cardOrders.order.failed')}</AlertBox>}
        <OperationSummary
          heading={t('cardOrders.common.review')}
          intro={t('cardOrders.order.confirmHint')}
          items={[
            ...companyItems,
            ...cardItems(t, {
              kind: draft.CardTypeEnum,
              holder: holder?.Name ?? '',
              limit: draft.Limit,
              limits: draft.CreditCardUsageLimits,
            }),
          ]}
          confirmLabel={t('cardOrders.order.confirm')}
          onConfirm={() => void confirm(draft)}
          onEdit={forget}
          editLabel={t('cardOrders.common.edit')}
          busy={confirming.busy}
          refusal={form.refusal}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <ValueList items={companyItems} />
      <CardOrderForm form={form} holders={holders} credit={kind === 'credit'} onSubmit={keep} />
    </Stack>
  );
}
