import { useTranslation } from 'react-i18next';
import { accountDisplayName, type Account } from '../../domain/accounts/accounts';
import { DateText } from '../DateText';
import { useMessageText } from '../MessageText';
import { IbanText } from '../IbanText';
import { ListRow } from '../ListRow';
import { Money } from '../Money';
import { StatusBadge } from '../StatusBadge';

export interface AccountRowProps {
  account: Account;
  /** The account page: `/bank/accounts/{id}?accountType=BankAccount`. */
  href: string;
}

function isTermDeposit(account: Account): boolean {
  return account.Type === 'TermDeposit' || account.Type === 'ExternalTermDeposit';
}

/**
 * One account in the account list, the whole row a link to the account page: its name, IBAN
 * and balance; a savings account adds its rate and accrued interest, a term deposit its maturity.
 */
export function AccountRow({ account, href }: AccountRowProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const number = account.Iban ?? account.ExternalAccountNumber ?? account.AccountNumber;
  const savings = account.IsSavingsAccount && !isTermDeposit(account);
  const maturity = isTermDeposit(account) ? account.TermDepositExpires : null;
  return (
    <ListRow
      href={href}
      title={messageText(accountDisplayName(account))}
      details={
        <>
          {number && <IbanText iban={number} />}
          {savings && (
            <>
              <span>{t('kit.accountRow.interestRate', { rate: account.InterestRate })}</span>
              <span>
                {t('kit.accountRow.accruedInterest')} <Money cents={account.AccruedInterest} />
              </span>
            </>
          )}
          {maturity && (
            <span>
              {t('kit.accountRow.maturity')} <DateText date={maturity} />
            </span>
          )}
          {account.IsInvestmentPartnerAccount && (
            <StatusBadge tone="neutral" label={t('kit.accountRow.investmentPartner')} />
          )}
        </>
      }
      trailing={<Money cents={account.Balance} />}
    />
  );
}
