import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../api/bank';
import { sepaAccount } from '../../../api/bankAccounts';
import { SAVINGS_WITHDRAWAL_FEE_CENTS } from '../../../domain/accounts/accounts';
import { formatMoney } from '../../../domain/money/money';
import { AlertBox } from '../../../ui/AlertBox';
import { useCustomer } from '../../shell/customer';
import { useCall } from '../../data/calls';

/**
 * A person's savings account: how many free withdrawals are left this year, and the fee after
 * the sixth (spec §6: only persons get six free withdrawals a year).
 */
export function SavingsWithdrawalNote({ account }: { account: BankAccount | undefined }) {
  const { t } = useTranslation();
  const { data: customer } = useCustomer();
  const applies = account?.IsSavingsAccount === true && customer?.customerType === 'Person';
  const { data: details } = useCall(
    sepaAccount,
    { accountId: account?.Id ?? '' },
    { enabled: applies },
  );
  if (!applies || details?.FreeWithdrawalsLeft == null) return null;
  return (
    <AlertBox tone="info">
      {t('movements.common.freeWithdrawalsLeft', { count: details.FreeWithdrawalsLeft })}{' '}
      {t('movements.common.withdrawalFee', {
        fee: formatMoney(SAVINGS_WITHDRAWAL_FEE_CENTS),
      })}
    </AlertBox>
  );
}
