import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ACCOUNT_ACTION_BLOCK_TEXTS,
  ACCOUNT_ACTION_LABELS,
  ACCOUNT_ACTIONS,
  accountActions,
  type Account,
  type AccountAction,
  type AccountActionBlock,
} from '../../../domain/accounts/accounts';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useKycPermission, type KycState } from '../../shell/useKycPermission';

/** Where each button leads: the payment pages, told which account to start from. */
const ACTION_PATHS: Record<AccountAction, string> = {
  newPayment: '/bank/accounts/transfer',
  withdraw: '/bank/accounts/withdrawal',
  deposit: '/bank/accounts/deposit',
  internalTransfer: '/bank/accounts/internal-transfer',
};

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/**
 * Why the buttons are off. Without a write right the KYC rule says why (view-only, lapsed or
 * unverified details); the domain's own text covers the investment partner's accounts.
 */
export function blockExplanation(
  reason: AccountActionBlock,
  permission: KycState | undefined,
): string {
  return reason === 'noWriteRight'
    ? (permission?.explanation ?? ACCOUNT_ACTION_BLOCK_TEXTS.noWriteRight)
    : ACCOUNT_ACTION_BLOCK_TEXTS[reason];
}

/**
 * The account's buttons ('Uusi maksu', 'Nosta', 'Talleta', 'Oma siirto') by the bank's rules. A
 * button the customer may not use stays visible but disabled, with the reason beside it (and
 * in its description, so a screen reader says why).
 */
export function AccountActions({
  account,
  accounts,
}: {
  account: Account;
  accounts: readonly Account[];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const reasonId = useId();
  const permission = useKycPermission();
  if (!permission) return null;
  const states = accountActions(account, accounts, { canWrite: permission.allowed });
  const visible = ACCOUNT_ACTIONS.filter((action) => states[action].visible);
  if (visible.length === 0) return null;
  const reason = visible.map((action) => states[action].reason).find(Boolean);

  return (
    <Stack gap={2} role="group" aria-label={t('accounts.account.actions')}>
      <Stack direction="horizontal" gap={3} wrap>
        {visible.map((action) =>
          states[action].disabled ? (
            <Button key={action} variant="secondary" disabled aria-describedby={reasonId}>
              {messageText(ACCOUNT_ACTION_LABELS[action])}
            </Button>
          ) : (
            <ButtonLink
              key={action}
              variant={action === 'newPayment' ? 'primary' : 'secondary'}
              href={`${ACTION_PATHS[action]}?accountId=${account.Id}`}
            >
              {messageText(ACCOUNT_ACTION_LABELS[action])}
            </ButtonLink>
          ),
        )}
      </Stack>
      {reason && <Reason id={reasonId}>{messageText(blockExplanation(reason, permission))}</Reason>}
    </Stack>
  );
}
