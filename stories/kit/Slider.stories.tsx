import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { formatWholeEuros } from '../../domain/money/amountLimit';
import { FormField, type FormFieldProps } from '../../ui/FormField';
import { Slider, type SliderProps } from '../../ui/Slider';

type StoryArgs = SliderProps & Pick<FormFieldProps, 'hint' | 'error'> & { label: string };

/** The slider keeps its value in the story, as the loan calculator would. */
function StatefulSlider({ label, hint, error, value, onChange, ...slider }: StoryArgs) {
  const [current, setCurrent] = useState(value);
  return (
    <FormField label={label} hint={hint} error={error}>
      <Slider
        {...slider}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          onChange(next);
        }}
      />
    </FormField>
  );
}

const months = (value: number) => `${value} kk`;

const meta = {
  title: 'Kit/Forms/Slider',
  component: Slider,
  args: {
    label: 'Lainasumma',
    value: 10000,
    min: 1000,
    max: 30000,
    step: 1000,
    formatValue: formatWholeEuros,
    onChange: fn(),
  },
  argTypes: { formatValue: { control: false } },
  render: (args) => <StatefulSlider {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A range slider with a box for typing the value, inside a FormField; the loan calculator uses two. A typed value snaps to the nearest allowed value (a non-number falls back to 25 000 first); `formatValue` gives the visible text and what screen readers hear.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Arrows, Home, End, PageUp and PageDown are the browser's own on a native range, and synthetic
 * key events cannot drive them; the play checks the range the browser steps over and moves it
 * as a key press would (a change event with the new position).
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Lainasumma' });
    const box = canvas.getByRole('textbox', { name: 'Lainasumma' });
    await expect(slider).toHaveAttribute('type', 'range');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '29');
    await expect(slider).toHaveAttribute('step', '1');
    await expect(slider).toHaveAttribute('aria-valuetext', '10\u00a0000\u00a0€');
    await expect(box).toHaveValue('10\u00a0000\u00a0€');
    fireEvent.change(slider, { target: { value: '10' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(11000);
    await expect(slider).toHaveAttribute('aria-valuetext', '11\u00a0000\u00a0€');
    await expect(box).toHaveValue('11\u00a0000\u00a0€');
    fireEvent.change(slider, { target: { value: '29' } });
    await expect(box).toHaveValue('30\u00a0000\u00a0€');
  },
};

/** A typed number snaps to the nearest allowed value; a non-number falls back to 25 000. */
export const TypingSnaps: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Lainasumma' });
    const box = canvas.getByRole('textbox', { name: 'Lainasumma' });
    await userEvent.click(box);
    await expect(box).toHaveValue('10\u00a0000');
    await userEvent.clear(box);
    await userEvent.type(box, '12 400{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12000);
    await expect(slider).toHaveAttribute('aria-valuetext', '12\u00a0000\u00a0€');
    await userEvent.clear(box);
    await userEvent.type(box, '99999');
    await userEvent.tab();
    await expect(box).toHaveValue('30\u00a0000\u00a0€');
    await userEvent.clear(box);
    await userEvent.type(box, 'paljon');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(25000);
    await expect(box).toHaveValue('25\u00a0000\u00a0€');
  },
};

/** Uneven allowed values: the loan duration in months. */
export const AllowedValues: Story = {
  args: {
    label: 'Laina-aika',
    value: 36,
    values: [12, 24, 36, 48, 60, 84, 120],
    formatValue: months,
  },
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Laina-aika' });
    const box = canvas.getByRole('textbox', { name: 'Laina-aika' });
    await userEvent.clear(box);
    await userEvent.type(box, '70');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(60);
    await expect(slider).toHaveAttribute('aria-valuetext', '60 kk');
    fireEvent.change(slider, { target: { value: '5' } });
    await expect(box).toHaveValue('84 kk');
  },
};

/** With no values to offer, the slider says so (spec §8). */
export const NoData: Story = {
  args: { values: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'Lainasumma ylittää tarjouksen' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Lainasumma' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('slider', { name: 'Lainasumma' })).toHaveAccessibleDescription(
      'Virhe: Lainasumma ylittää tarjouksen',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Lainasumma' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Lainasumma' })).toBeDisabled();
  },
};
