import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TERMS_REQUIRED } from '../../domain/forms/termsForm';
import { Button } from '../../ui/Button';
import { TermsCheckbox } from '../../ui/TermsCheckbox';
import { textOf } from '../texts';

const TERMS_HREF = '/documents/yleiset-ehdot.pdf';

const meta = {
  title: 'Kit/Forms/TermsCheckbox',
  component: TermsCheckbox,
  args: { termsHref: TERMS_HREF, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The checkbox accepting the terms; its label links to the terms document (opens in a new window). After a submit with the box unticked it shows 'Hyväksy ehdot jatkaaksesi' until the box is ticked.",
      },
    },
  },
} satisfies Meta<typeof TermsCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Hyväksyn ehdot (avautuu uuteen ikkunaan)' });
    const link = canvas.getByRole('link', { name: 'ehdot (avautuu uuteen ikkunaan)' });
    await expect(link).toHaveAttribute('href', TERMS_HREF);
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { defaultChecked: true, submitted: true } };

/** Submitted unticked: the rule's message shows, and goes once the box is ticked. */
export const SubmittedUnchecked: Story = {
  args: { submitted: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`Virhe: ${textOf(TERMS_REQUIRED)}`);
    await userEvent.click(box);
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(textOf(TERMS_REQUIRED))).not.toBeInTheDocument();
  },
};

/** The form decides when: nothing shows until the customer tries to continue. */
function TermsStep() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <TermsCheckbox termsHref={TERMS_HREF} submitted={submitted} />
      <Button type="submit">Jatka</Button>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <TermsStep />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(canvas.getByText(textOf(TERMS_REQUIRED))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultChecked: true, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
