import { useEffect, useRef } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB, fi, sv } from 'react-day-picker/locale';
import styled from 'styled-components';
import { isBankingDay } from '../../domain/dates/bankHolidays';

export interface DayCalendarProps {
  /** The chosen day, if any: its month opens, else today's (within min…max). */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  min: Date | undefined;
  max: Date | undefined;
  bankingDaysOnly: boolean;
  language: string;
}

// Month and weekday names and the day buttons' labels from date-fns; weeks start on Monday.
const LOCALES = { fi, sv, en: enGB };

const Calendar = styled.div`
  --rdp-day-height: 44px;
  --rdp-day-width: 44px;
  --rdp-nav-height: 44px;

  .rdp-root {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: var(--rdp-nav-height);
    padding-left: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-transform: capitalize;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.action.onDisabled};
  }
  .rdp-chevron {
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    padding: ${({ theme }) => theme.space[1]} 0;
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-transform: capitalize;
  }
  .rdp-day {
    width: var(--rdp-day-width);
    height: var(--rdp-day-height);
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border.control};
  }
  .rdp-today .rdp-day_button {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: underline;
  }
  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.text.onAction};
  }
  .rdp-disabled .rdp-day_button {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
    text-decoration: line-through;
  }
  .rdp-outside {
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

/**
 * The month grid of the date field's picker, loaded only when the picker opens (react-day-picker
 * and its locales weigh more than most pages). DayPicker gives the grid's keyboard: arrows move
 * by day and week, PageUp/PageDown by month (with Shift by year), Home/End to the week's ends,
 * Enter picks.
 */
export default function DayCalendar({
  selected,
  onSelect,
  min,
  max,
  bankingDaysOnly,
  language,
}: DayCalendarProps) {
  const calendarRef = useRef<HTMLDivElement>(null);
  // The customer asked for the calendar: focus goes to its day in the tab order (the chosen
  // day, else today, else the first day on offer), as in the APG date picker dialog.
  useEffect(() => {
    calendarRef.current?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus();
  }, []);

  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  if (bankingDaysOnly) disabled.push((day: Date) => !isBankingDay(day));

  return (
    <Calendar ref={calendarRef}>
      <DayPicker
        mode="single"
        required
        selected={selected}
        onSelect={onSelect}
        defaultMonth={selected}
        startMonth={min}
        endMonth={max}
        disabled={disabled}
        locale={LOCALES[language as keyof typeof LOCALES] ?? fi}
        weekStartsOn={1}
      />
    </Calendar>
  );
}
