import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateInput, type DateInputProps } from '../../ui/DateInput';
import { FormField, type FormFieldProps } from '../../ui/FormField';

type StoryArgs = DateInputProps & Pick<FormFieldProps, 'hint' | 'error'> & { label: string };

const meta = {
  title: 'Kit/Forms/DateInput',
  component: DateInput,
  args: { label: 'Eräpäivä', name: 'DueDate', onChange: fn(), onBlur: fn() },
  render: ({ label, hint, error, ...input }) => (
    <FormField label={label} hint={hint} error={error}>
      <DateInput {...input} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A date field that shows and reads days as the page's language writes them in Finland, whatever the browser's language: Finnish and Swedish `25.11.2026` (fi-FI, sv-FI), English `25/11/2026` (en-FI, as Intl writes it). A two-digit year and `YYYY-MM-DD` are read too. The form gets `YYYY-MM-DD`, or the text as typed while it is no day, so the form's rule names the error. The calendar button opens a month grid (loaded when first opened) bounded by `min`/`max` (a Date or `YYYY-MM-DD`), and with `bankingDaysOnly` only Finnish banking days. Spread react-hook-form's `register(name)` on it as on a native input.",
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day the form was given last: the target of the latest change event. */
const lastChange = (onChange: DateInputProps['onChange']) =>
  (onChange as ReturnType<typeof fn>).mock.lastCall?.[0]?.target.value;

/** The lazily loaded calendar dialog of the field, with the month it shows. */
async function openedCalendar(
  canvas: ReturnType<typeof within>,
  name: string,
  month: string | RegExp,
) {
  const calendar = await canvas.findByRole('dialog', { name });
  // The first opening loads the calendar's code.
  await within(calendar).findByRole('grid', { name: month }, { timeout: 10_000 });
  return calendar;
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Eräpäivä');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'p.k.vvvv');
    await userEvent.type(input, '25.11.2026');
    await expect(lastChange(args.onChange)).toBe('2026-11-25');
    await userEvent.clear(input);
    await userEvent.type(input, '05.02.26');
    await expect(lastChange(args.onChange)).toBe('2026-02-05');
    await expect(input).toHaveValue('05.02.26');
    await userEvent.tab();
    await expect(input).toHaveValue('5.2.2026');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2025-08-06' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Eräpäivä')).toHaveValue('6.8.2025');
  },
};

/** Picking by keyboard: PageDown to the next month, Home to Monday, Enter picks. */
export const PickedByKeyboard: Story = {
  args: { defaultValue: '2025-08-06' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Valitse päivä' });
    await expect(button).toHaveAccessibleDescription('Eräpäivä');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await openedCalendar(canvas, 'Valitse päivä', 'elokuu 2025');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/6\. elokuuta 2025/));
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(/7\. elokuuta 2025/);
    await userEvent.keyboard('{PageDown}');
    await expect(document.activeElement).toHaveAccessibleName(/7\. syyskuuta 2025/);
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName('maanantaina 1. syyskuuta 2025');
    await userEvent.keyboard('{Enter}');

    await expect(canvas.getByLabelText('Eräpäivä')).toHaveValue('1.9.2025');
    await expect(lastChange(args.onChange)).toBe('2025-09-01');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const EscapeReturnsToTheButton: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Valitse päivä' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const calendar = await openedCalendar(canvas, 'Valitse päivä', /\d{4}$/);
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Swedish: Story = {
  args: { label: 'Förfallodag', defaultValue: '2025-08-06' },
  globals: { locale: 'sv' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Förfallodag');
    await expect(input).toHaveValue('6.8.2025');
    await userEvent.clear(input);
    await userEvent.type(input, '24.12.2025');
    await expect(lastChange(args.onChange)).toBe('2025-12-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Välj dag' }));
    const calendar = await openedCalendar(canvas, 'Välj dag', 'december 2025');
    // Weeks start on Monday; the weekday row names each day in full for screen readers.
    await expect(calendar.querySelector('th')).toHaveAttribute('aria-label', 'måndag');
  },
};

export const English: Story = {
  args: { label: 'Due date', defaultValue: '2025-08-06' },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Due date');
    await expect(input).toHaveValue('06/08/2025');
    await userEvent.clear(input);
    await userEvent.type(input, '24/12/2025');
    await expect(lastChange(args.onChange)).toBe('2025-12-24');
    await userEvent.tab();
    await expect(input).toHaveValue('24/12/2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a day' }));
    const calendar = await openedCalendar(canvas, 'Choose a day', 'December 2025');
    // Weeks start on Monday; the weekday row names each day in full for screen readers.
    await expect(calendar.querySelector('th')).toHaveAttribute('aria-label', 'Monday');
  },
};

/** A new due date within one month: the calendar offers nothing outside min…max. */
export const WithMinAndMax: Story = {
  args: {
    defaultValue: '2025-08-29',
    min: new Date(2025, 7, 1),
    max: '2025-08-31',
    hint: 'Valitse päivä väliltä 1.8.–31.8.2025',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Valitse päivä' }));
    const calendar = await openedCalendar(canvas, 'Valitse päivä', 'elokuu 2025');
    await expect(
      within(calendar).getByRole('button', { name: /edelliseen kuukauteen/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(calendar).getByRole('button', { name: /seuraavaan kuukauteen/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/29\. elokuuta/));
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByLabelText('Eräpäivä')).toHaveValue('31.8.2025');
  },
};

/** A payment's banking day: weekends and Christmas are not offered. */
export const BankingDaysOnly: Story = {
  args: { defaultValue: '2025-12-23', bankingDaysOnly: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Valitse päivä' }));
    const grid = within(await openedCalendar(canvas, 'Valitse päivä', 'joulukuu 2025'));
    for (const holiday of [
      '24. joulukuuta',
      '25. joulukuuta',
      '26. joulukuuta',
      '27. joulukuuta',
    ]) {
      await expect(grid.getByRole('button', { name: new RegExp(holiday) })).toBeDisabled();
    }
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/23\. joulukuuta/));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByLabelText('Eräpäivä')).toHaveValue('29.12.2025');
    await expect(lastChange(args.onChange)).toBe('2025-12-29');
  },
};

/** What is no day stays as typed and goes to the form as it is: the form's rule says why. */
export const WithError: Story = {
  args: { error: 'Päivämäärä on virheellinen' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Eräpäivä');
    await userEvent.type(input, '31.2.2025');
    await userEvent.tab();
    await expect(input).toHaveValue('31.2.2025');
    await expect(lastChange(args.onChange)).toBe('31.2.2025');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Virhe: Päivämäärä on virheellinen');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2025-08-06', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Eräpäivä')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Valitse päivä' })).toBeDisabled();
  },
};
