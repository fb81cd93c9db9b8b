import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SectionHeader, type SectionLinkProps } from '../../ui/SectionHeader';

const navigate = fn();

/** Stands in for the app's router link: it takes `to` and navigates without a page load. */
function RouterLink({ to, children, ...rest }: Omit<SectionLinkProps, 'href'> & { to: string }) {
  const go = (event: MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={go} {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Kit/Navigation/SectionHeader',
  component: SectionHeader,
  args: {
    title: 'Säästötilit',
    addHref: '/bank/accounts/open-savings-account',
    addLabel: 'Avaa uusi säästötili',
  },
  parameters: {
    docs: {
      description: {
        component:
          "A section's header bar with an optional plus link to a given URL. It renders a real `<a href>`; `renderLink` lets the app use its router's link instead.",
      },
    },
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Säästötilit' })).toBeVisible();
    const add = canvas.getByRole('link', { name: 'Avaa uusi säästötili' });
    await expect(add).toHaveAttribute('href', '/bank/accounts/open-savings-account');
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

export const WithoutAddButton: Story = {
  args: { title: 'Määräaikaistalletukset', addHref: undefined, addLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Määräaikaistalletukset' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const HeadingLevel3: Story = {
  args: {
    title: 'Käyttötilit',
    level: 3,
    addHref: '/bank/accounts/open-payment-account',
    addLabel: 'Avaa uusi käyttötili',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Käyttötilit' })).toBeVisible();
  },
};

/** The app passes its router's link; the plus then navigates without a page load. */
export const WithRouterLink: Story = {
  args: { renderLink: ({ href, ...rest }) => <RouterLink to={href} {...rest} /> },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Avaa uusi säästötili' }));
    await expect(navigate).toHaveBeenCalledWith('/bank/accounts/open-savings-account');
  },
};
