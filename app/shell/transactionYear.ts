import { addDays } from 'date-fns/addDays';
import { subMonths } from 'date-fns/subMonths';
import { toIsoDate } from '../../domain/dates/dates';

/** A loan's or a card's page lists the last 12 months' bookings: inside the calls' 13-month limit. */
export function transactionYear(today: Date): { start: string; end: string } {
  return { start: toIsoDate(addDays(subMonths(today, 12), 1)), end: toIsoDate(today) };
}
