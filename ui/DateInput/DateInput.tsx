import {
  lazy,
  Suspense,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { controlBox, useFormField } from '../FormField';
import { IconButton } from '../IconButton';
import { formatDay, parseDay } from './dayText';
import { useCloseOnPointerOutside } from '../useCloseOnPointerOutside';

const DayCalendar = lazy(() => import('./DayCalendar'));

/**
 * What a form sees of the field, as it would see a native input: its name and its value, a
 * `YYYY-MM-DD` day, or the text as typed while that is no day. Setting `value` shows the day.
 */
export interface DateInputElement {
  name: string;
  value: string;
  focus: () => void;
}

/** A change or blur of the field, shaped like a DOM event for react-hook-form's `register()`. */
export interface DateInputEvent {
  type: 'change' | 'blur';
  target: DateInputElement;
}

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'min' | 'max' | 'aria-invalid' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name?: string;
  /** The day the field starts with, `YYYY-MM-DD`. */
  defaultValue?: string;
  onChange?: (event: DateInputEvent) => void;
  onBlur?: (event: DateInputEvent) => void;
  /** The earliest day the calendar offers: a Date or `YYYY-MM-DD`. */
  min?: Date | string;
  /** The latest day the calendar offers: a Date or `YYYY-MM-DD`. */
  max?: Date | string;
  /** The calendar offers only Finnish banking days: no weekends, no bank holidays. */
  bankingDaysOnly?: boolean;
  ref?: Ref<DateInputElement>;
}

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Input = styled.input`
  ${controlBox}
  width: 100%;
  max-width: 11rem;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  z-index: 10;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const dayOf = (value: Date | string | undefined): Date | undefined =>
  value instanceof Date ? value : value ? (parseIsoDate(value) ?? undefined) : undefined;

/**
 * A date field inside a FormField that shows and reads days as the page's language writes them
 * in Finland (`dayText.ts`: Finnish and Swedish `25.11.2026`, English `25/11/2026`), whatever
 * the browser's language, and gives the form `YYYY-MM-DD`. A text that is no day is kept as
 * typed and given to the form as it is, so its rule shows the error. Beside it, a button opens a
 * calendar (loaded when first opened) bounded by `min`/`max`, and to banking days when asked;
 * Escape closes it and returns to the button.
 *
 * Spread `register(name)` of react-hook-form on it, as on a native input: its ref is a
 * `DateInputElement`, its events carry that as their target.
 */
export function DateInput({
  name = '',
  defaultValue = '',
  onChange,
  onBlur,
  min,
  max,
  bankingDaysOnly = false,
  ref,
  disabled,
  readOnly,
  ...rest
}: DateInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const field = useFormField();
  const panelId = useId();
  const [text, setText] = useState(() => formatDay(defaultValue, language));
  const [open, setOpen] = useState(false);
  const [shownLanguage, setShownLanguage] = useState(language);
  if (shownLanguage !== language) {
    setShownLanguage(language);
    setText(formatDay(parseDay(text, shownLanguage), language));
  }
  const value = useRef(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const element = useMemo<DateInputElement>(
    () => ({
      name,
      get value() {
        return value.current;
      },
      set value(next: string) {
        const day = next ?? '';
        value.current = day;
        // The form writing back what the customer typed leaves their text as they typed it.
        setText((shown) => (parseDay(shown, language) === day ? shown : formatDay(day, language)));
      },
      focus: () => inputRef.current?.focus(),
    }),
    [name, language],
  );
  useImperativeHandle(ref, () => element, [element]);

  const change = (next: string) => {
    value.current = next;
    onChange?.({ type: 'change', target: element });
  };

  useCloseOnPointerOutside(rootRef, open, setOpen);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Spread, as in Popover: IconButton passes a ref on to its button, though its props do not
  // name it.
  const toggle = {
    ref: buttonRef,
    'aria-describedby': field.labelId,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(!open),
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so an enclosing modal does not close as well.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <Root
      ref={rootRef}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <Input
        ref={inputRef}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('kit.dateInput.format')}
        {...rest}
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          change(parseDay(event.target.value, language));
        }}
        onBlur={() => {
          setText(formatDay(value.current, language));
          onBlur?.({ type: 'blur', target: element });
        }}
        id={field.id}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
      />
      <IconButton
        icon="calendar"
        label={t('kit.dateInput.pick')}
        {...toggle}
        disabled={disabled || readOnly}
      />
      <Panel id={panelId} role="dialog" aria-label={t('kit.dateInput.pick')} hidden={!open}>
        {open && (
          <Suspense fallback={t('common.loading')}>
            <DayCalendar
              selected={dayOf(parseDay(text, language))}
              onSelect={(day) => {
                setText(formatDay(toIsoDate(day), language));
                change(toIsoDate(day));
                close();
              }}
              min={dayOf(min)}
              max={dayOf(max)}
              bankingDaysOnly={bankingDaysOnly}
              language={language}
            />
          </Suspense>
        )}
      </Panel>
    </Root>
  );
}
