import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AlertBox } from '../../ui/AlertBox';

const meta = {
  title: 'Kit/Feedback/AlertBox',
  component: AlertBox,
  args: {
    tone: 'info',
    title: 'Astuu voimaan 24 tunnin kuluttua',
    children: 'Osa asetuksista astuu voimaan 24 tunnin kuluttua.',
    onDismiss: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A feedback message in four tones with an icon, a title and a text. Errors and warnings use role="alert", info and success role="status"; the optional Sulje button removes it.',
      },
    },
  },
} satisfies Meta<typeof AlertBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Astuu voimaan 24 tunnin kuluttua');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Turvarajat päivitetty',
    children: 'Maksujen turvarajat on nyt päivitetty onnistuneesti.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Turvarajat päivitetty');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Toiminto keskeytetty',
    children: 'Turvarajojen asettaminen keskeytetty',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Toiminto keskeytetty');
  },
};

export const ErrorAlert: Story = {
  args: { tone: 'error', title: 'Virhe', children: 'Turvarajojen asettaminen epäonnistui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'VirheTurvarajojen asettaminen epäonnistui',
    );
  },
};

/** Without a title: the text alone. */
export const TextOnly: Story = {
  args: { title: undefined, children: 'Istuntosi on aikakatkaistu.', tone: 'warning' },
};

export const Dismissable: Story = {
  args: {
    tone: 'success',
    title: 'Turvarajat päivitetty',
    children: 'Maksujen turvarajat on nyt päivitetty onnistuneesti.',
    dismissable: true,
  },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: 'Sulje' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Turvarajat päivitetty')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
