import styled from 'styled-components';
import { formatDate, formatShortDate, toIsoDate } from '../../domain/dates/dates';

export interface DateTextProps {
  /** A Date, a `YYYY-MM-DD` calendar date or an ISO date-time. */
  date: Date | string;
  /** Day and month only (`01.02.`), for lists within the current year. */
  short?: boolean;
}

const Time = styled.time`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** A date in the Finnish format (`01.02.2026`) in a `<time>` element that machines can read. */
export function DateText({ date, short = false }: DateTextProps) {
  return (
    <Time dateTime={date instanceof Date ? toIsoDate(date) : date}>
      {short ? formatShortDate(date) : formatDate(date)}
    </Time>
  );
}
