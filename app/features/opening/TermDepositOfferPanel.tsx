import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallOutput } from '../../../api/call';
import type { termDepositOffer } from '../../../api/bankProducts';
import { DateText } from '../../../ui/DateText';
import { useMessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';

export type TermDepositOffer = CallOutput<typeof termDepositOffer>;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** What the bank offers: the rate, the interest at maturity and the maturity date. */
export function offerItems(t: TFunction, offer: TermDepositOffer): ValueListItem[] {
  return [
    {
      id: 'InterestRate',
      term: t('accounts.account.interestRate'),
      value: t('accounts.account.percent', { rate: offer.InterestRate }),
    },
    {
      id: 'InterestAtMaturity',
      term: t('accounts.deposit.interestAtMaturity'),
      value: <Money cents={offer.InterestAtMaturity} tone="plain" />,
    },
    {
      id: 'MaturityDate',
      term: t('accounts.deposit.maturity'),
      value: <DateText date={offer.MaturityDate} />,
    },
  ];
}

export interface TermDepositOfferPanelProps {
  offer: TermDepositOffer | undefined;
  /** A new offer is being calculated for the sliders' values. */
  calculating: boolean;
  error: Error | null;
}

/** The bank's offer for the chosen amount and term; a new one is announced when it arrives. */
export function TermDepositOfferPanel({ offer, calculating, error }: TermDepositOfferPanelProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap={3}>
        <h2 id={headingId}>{t('opening.offer')}</h2>
        <div aria-live="polite" aria-busy={calculating}>
          {offer && <ValueList items={offerItems(t, offer)} />}
        </div>
        <Note role="status">
          {calculating
            ? t('opening.calculating')
            : error
              ? `${t('opening.offerFailed')} ${text(error.message)}`
              : ''}
        </Note>
        <Note>{t('accounts.deposit.interestNote')}</Note>
      </Stack>
    </Panel>
  );
}
