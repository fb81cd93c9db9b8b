import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeInput } from '../../ui/CodeInput';

const meta = {
  title: 'Kit/Forms/CodeInput',
  component: CodeInput,
  args: { onComplete: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Four boxes of one digit each: a digit moves on, a pasted 4-digit code fills every box, Backspace clears and moves back, arrows move. `onComplete` fires once when all four are entered, and again only after the code changes.',
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Syötä 4-numeroinen koodi' })).toBeVisible();
    const first = canvas.getByRole('textbox', { name: 'Numero 1 / 4' });
    const last = canvas.getByRole('textbox', { name: 'Numero 4 / 4' });
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(first);
    await userEvent.keyboard('1');
    await expect(canvas.getByRole('textbox', { name: 'Numero 2 / 4' })).toHaveFocus();
    await userEvent.keyboard('234');
    await expect(last).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
    // The same digit again changes nothing, so completion does not fire again.
    await userEvent.keyboard('4');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('7');
    await expect(args.onComplete).toHaveBeenLastCalledWith('1237');
  },
};

export const Paste: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Numero 1 / 4' }));
    await userEvent.paste('4321');
    for (const [position, digit] of ['4', '3', '2', '1'].entries()) {
      await expect(canvas.getByRole('textbox', { name: `Numero ${position + 1} / 4` })).toHaveValue(
        digit,
      );
    }
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('4321');
  },
};

/** Backspace clears a box, and in an empty box the one before; arrows move; letters are ignored. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const boxes = [1, 2, 3, 4].map((position) =>
      canvas.getByRole('textbox', { name: `Numero ${position} / 4` }),
    );
    const [first, second, third] = boxes as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(first);
    await userEvent.keyboard('a');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('12');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(second).toHaveValue('');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Syötä tekstiviestillä saamasi koodi' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Syötä tekstiviestillä saamasi koodi' }),
    ).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Koodi on väärä' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: 'Numero 1 / 4' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Virhe: Koodi on väärä');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};
