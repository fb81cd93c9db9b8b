import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TechnicalErrorPage } from '../../ui/TechnicalErrorPage';

const meta = {
  title: 'Kit/Feedback/TechnicalErrorPage',
  component: TechnicalErrorPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page the top-level error boundary shows: Olemme pahoillamme!, a link home styled as a button, customer-service contact details and, when `onClose` is given, a Sulje button.',
      },
    },
  },
} satisfies Meta<typeof TechnicalErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Olemme pahoillamme!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Palvelussa tapahtui tekninen virhe')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Siirry etusivulle' });
    await expect(home).toHaveAttribute('href', '/bank/home');
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '010 123 4567' })).toHaveAttribute(
      'href',
      'tel:0101234567',
    );
    await expect(canvas.getByText(/ma–pe 9–16/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sulje' })).not.toBeInTheDocument();
  },
};

/** Shown over a flow that can go on: Sulje closes it. */
export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: 'Sulje' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A partner brand's own customer service. */
export const OtherContact: Story = {
  args: { homeHref: '/bank/company', phone: '09 876 5432', openingHours: 'ma–pe 8–18' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Siirry etusivulle' })).toHaveAttribute(
      'href',
      '/bank/company',
    );
    await expect(canvas.getByRole('link', { name: '09 876 5432' })).toBeVisible();
    await expect(canvas.getByText(/ma–pe 8–18/)).toBeVisible();
  },
};
