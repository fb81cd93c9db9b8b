import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { BankAccount } from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import type { companyCardDetails } from '../../../api/cards';
import { transferToCard, withdrawFromCard } from '../../../api/prepaidCards';
import { accountDisplayName } from '../../../domain/accounts/accounts';
import { isPrepaidCard } from '../../../domain/cards/cards';
import { AmountInput, type AmountValue } from '../../../ui/AmountInput';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { FormField } from '../../../ui/FormField';
import { MessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { useCallMutation } from '../../data/calls';
import { useBankForm, type BankForm } from '../../data/form';
import { useOperationDraft } from '../../data/operation';
import { AccountSelect } from '../../shell/AccountSelect';
import { isEntityId } from '../../shell/entityId';
import { FieldWidth } from '../../shell/FieldWidth';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { FormFooter } from '../../shell/FormFooter';
import { OperationSummary } from '../../shell/OperationSummary';
import { isMovableAccount, useOwnAccounts } from '../../shell/ownAccounts';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCompanyCard } from './api';
import { CompanyCardsPage } from './CompanyCardsPage';
import {
  PREPAID_DIRECTIONS,
  prepaidTransferDraft,
  prepaidTransferForm,
  type PrepaidTransferOutput,
  type PrepaidTransferValues,
} from './prepaidTransferForm';

type Card = CallOutput<typeof companyCardDetails>;

/** `/bank/cards/prepaid-transfer/{cardId}`: money to a prepaid business card and back. */
export function PrepaidTransferPage() {
  const { t } = useTranslation();
  const { cardId } = useParams();
  return (
    <CompanyCardsPage title={t('cardOrders.prepaid.title')} intro={t('cardOrders.prepaid.intro')}>
      {isEntityId(cardId) ? (
        <PrepaidTransfer cardId={cardId} />
      ) : (
        <p>{t('cards.refusals.notFound')}</p>
      )}
    </CompanyCardsPage>
  );
}

function PrepaidTransfer({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const card = useCompanyCard(cardId);
  const accounts = useOwnAccounts();
  return (
    <WhenLoaded queries={[card, accounts]} failedTitle={t('cardOrders.prepaid.loadFailed')}>
      {(prepaid, accountList) => {
        if (!isPrepaidCard(prepaid)) return <p>{t('cardOrders.prepaid.notPrepaid')}</p>;
        const own = accountList.filter(isMovableAccount);
        if (own.length === 0) return <p>{t('cardOrders.prepaid.noAccounts')}</p>;
        return <TransferFlow card={prepaid} own={own} />;
      }}
    </WhenLoaded>
  );
}

const cardName = (card: Card) => `${card.CardProductName} ${card.MaskedCardNumber}`;

/**
 * The form, then its summary (kept for a reload with this attempt's IdempotencyKey), then the
 * money moved with the account's and the card's new balances.
 */
function TransferFlow({ card, own }: { card: Card; own: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const kept = useOperationDraft('cardOrders.prepaidTransfer', prepaidTransferDraft);
  const draft = kept.draft?.cardId === card.CardId ? kept.draft : null;
  const { forget } = kept;
  const toCard = useCallMutation(transferToCard, { onSuccess: forget });
  const fromCard = useCallMutation(withdrawFromCard, { onSuccess: forget });
  const empty: PrepaidTransferValues = {
    Direction: 'toCard',
    AccountId: own.length === 1 ? own[0]!.Id : '',
    Amount: '',
  };
  const form = useBankForm(prepaidTransferForm, { defaultValues: draft ?? empty });
  const account = (id: string) => own.find((candidate) => candidate.Id === id);
  const accountName = (id: string) => {
    const chosen = account(id);
    return chosen ? <MessageText text={accountDisplayName(chosen)} /> : '';
  };
  const cardItem: ValueListItem = {
    id: 'Card',
    term: t('cardOrders.prepaid.card'),
    value: cardName(card),
  };
  const moved = toCard.data ?? fromCard.data;

  if (moved) {
    return (
      <Stack gap={4}>
        <FocusedHeading>{t('cardOrders.prepaid.done')}</FocusedHeading>
        <ValueList
          items={[
            cardItem,
            {
              id: 'Amount',
              term: t('cardOrders.prepaid.sum'),
              value: <Money cents={Math.abs(moved.Amount)} tone="plain" />,
            },
            {
              id: 'AccountBalance',
              term: t('cardOrders.prepaid.accountBalance'),
              value: <Money cents={moved.AccountBalance} tone="plain" />,
            },
            {
              id: 'CardBalance',
              term: t('cardOrders.prepaid.cardBalanceAfter'),
              value: <Money cents={moved.CardBalance} tone="plain" />,
            },
          ]}
        />
        <Stack direction="horizontal" gap={3} wrap>
          <ButtonLink variant="secondary" href="/bank/cards">
            {t('cardOrders.common.toCards')}
          </ButtonLink>
          <Button
            onClick={() => {
              toCard.reset();
              fromCard.reset();
              form.reset(empty);
            }}
          >
            {t('cardOrders.prepaid.again')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  if (draft) {
    const refused = (error: unknown) =>
      form.showRefusal(error, { FromAccountId: 'AccountId', ToAccountId: 'AccountId' }) && forget();
    const confirm = () => {
      const { Direction, AccountId, ...money } = draft;
      if (Direction === 'toCard') {
        toCard.mutate({ ...money, FromAccountId: AccountId }, { onError: refused });
      } else {
        fromCard.mutate({ ...money, ToAccountId: AccountId }, { onError: refused });
      }
    };
    const toward = draft.Direction === 'toCard';
    return (
      <OperationSummary
        heading={t('cardOrders.common.review')}
        intro={t('cardOrders.common.reviewIntro')}
        items={[
          cardItem,
          {
            id: 'Direction',
            term: t('cardOrders.prepaid.direction'),
            value: t(`cardOrders.prepaid.${draft.Direction}`),
          },
          {
            id: 'AccountId',
            term: t(toward ? 'cardOrders.prepaid.fromAccount' : 'cardOrders.prepaid.toAccount'),
            value: accountName(draft.AccountId),
          },
          {
            id: 'Amount',
            term: t('cardOrders.prepaid.sum'),
            value: <Money cents={draft.Amount} tone="plain" />,
          },
        ]}
        confirmLabel={t('cardOrders.prepaid.confirm')}
        onConfirm={confirm}
        onEdit={forget}
        editLabel={t('cardOrders.common.edit')}
        busy={toCard.isPending || fromCard.isPending}
        refusal={form.refusal}
      />
    );
  }

  return (
    <Stack gap={4}>
      <ValueList
        items={[
          cardItem,
          {
            id: 'FreeBalance',
            term: t('cardOrders.prepaid.cardBalance'),
            value: <Money cents={card.FreeBalance} tone="plain" />,
          },
        ]}
      />
      <TransferForm
        form={form}
        own={own}
        onSubmit={(values) =>
          kept.keep({ ...values, cardId: card.CardId, IdempotencyKey: crypto.randomUUID() })
        }
      />
    </Stack>
  );
}

function TransferForm({
  form,
  own,
  onSubmit,
}: {
  form: BankForm<PrepaidTransferValues, PrepaidTransferOutput>;
  own: readonly BankAccount[];
  onSubmit: (values: PrepaidTransferOutput) => void;
}) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, getFieldState, formState } = form;
  const direction = useController({ control, name: 'Direction' });
  const amount = useController({ control, name: 'Amount' });
  const toward = useWatch({ control, name: 'Direction' }) === 'toCard';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap={4}>
        <SingleSelectButtons
          label={t('cardOrders.prepaid.direction')}
          options={PREPAID_DIRECTIONS.map((value) => ({
            value,
            label: t(`cardOrders.prepaid.${value}`),
          }))}
          value={direction.field.value}
          onChange={(value) => value && direction.field.onChange(value)}
        />
        <AccountSelect
          label={t(toward ? 'cardOrders.prepaid.fromAccount' : 'cardOrders.prepaid.toAccount')}
          placeholder={t('cardOrders.prepaid.chooseAccount')}
          accounts={own}
          error={getFieldState('AccountId', formState).error?.message}
          {...register('AccountId')}
        />
        <FieldWidth $max="amount">
          <FormField
            label={t('cardOrders.prepaid.amount')}
            hint={t('cardOrders.prepaid.amountHint')}
            error={amount.fieldState.error?.message}
          >
            <AmountInput {...amount.field} value={amount.field.value as AmountValue} />
          </FormField>
        </FieldWidth>
        <FormFooter refusal={form.refusal} busy={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
