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
} from '../../../domain/accounts/accounts';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useKycPermission } from '../../shell/useKycPermission';

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
  const text = useMessageText();
  const reasonId = useId();
  const permission = useKycPermission();
  if (!permission) return null;
  const states = accountActions(account, accounts, { canWrite: permission.allowed });
  const visible = ACCOUNT_ACTIONS.filter((action) => states[action].visible);
  if (visible.length === 0) return null;
  const reason = visible.map((action) => states[action].reason).find(Boolean);
  // Without a write right the KYC rule says why (view-only, lapsed or unverified details).
  const explanation =
    reason === 'noWriteRight' && permission.explanation
      ? permission.explanation
      : reason && text(ACCOUNT_ACTION_BLOCK_TEXTS[reason]);

  return (
    <Stack gap={2} role="group" aria-label={t('accounts.account.actions')}>
      <Stack direction="horizontal" gap={3} wrap>
        {visible.map((action) =>
          states[action].disabled ? (
            <Button key={action} variant="secondary" disabled aria-describedby={reasonId}>
              {text(ACCOUNT_ACTION_LABELS[action])}
            </Button>
          ) : (
            <ButtonLink
              key={action}
              variant={action === 'newPayment' ? 'primary' : 'secondary'}
              href={`${ACTION_PATHS[action]}?accountId=${account.Id}`}
            >
              {text(ACCOUNT_ACTION_LABELS[action])}
            </ButtonLink>
          ),
        )}
      </Stack>
      {explanation && <Reason id={reasonId}>{explanation}</Reason>}
    </Stack>
  );
}
