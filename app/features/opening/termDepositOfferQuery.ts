import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { termDepositOffer } from '../../../api/bankProducts';
import type { termDepositPublicOffer } from '../../../api/storeflow';
import { eurosToCents } from '../../../domain/money/money';
import { useCall } from '../../data/calls';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the sliders rest before the bank is asked for an offer. */
const OFFER_DELAY_MS = 400;

/** The customer's offer call, or the one a visitor asks before the login: the same answer. */
export type TermDepositOfferCall = typeof termDepositOffer | typeof termDepositPublicOffer;

/**
 * The bank's offer for the sliders' amount (whole euros) and months, asked once they rest; the
 * last offer stays in view while the next is calculated.
 */
export function useTermDepositOffer(call: TermDepositOfferCall, amount: number, months: number) {
  const choice = useMemo(() => ({ amount, months }), [amount, months]);
  const settled = useDebouncedValue(choice, OFFER_DELAY_MS);
  const offer = useCall(
    call,
    { Amount: eurosToCents(settled.amount), DurationInMonths: settled.months },
    { placeholderData: keepPreviousData },
  );
  return { offer, calculating: settled !== choice || offer.isFetching };
}
