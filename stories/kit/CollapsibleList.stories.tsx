import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { CollapsibleList } from '../../ui/CollapsibleList';

const payees = [
  'Helen Oy',
  'Asunto Oy Kuusikko',
  'Elisa Oyj',
  'Lähitapiola',
  'Oulun kaupunki',
  'Pohjolan Voima',
];

const Row = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} 0`};
`;

const meta = {
  title: 'Kit/Layout/CollapsibleList',
  component: CollapsibleList,
  args: {
    visibleCount: 3,
    children: payees.map((name) => <Row key={name}>{name}</Row>),
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A list that shows its first `visibleCount` rows; the rest open behind Näytä lisää (aria-expanded) and close with Näytä vähemmän.',
      },
    },
  },
} satisfies Meta<typeof CollapsibleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const toggle = canvas.getByRole('button', { name: 'Näytä lisää' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(toggle).toHaveAccessibleName('Näytä vähemmän');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened: every row shows. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Näytä lisää' }));
    await expect(canvas.getByText('Pohjolan Voima')).toBeVisible();
  },
};

/** No more rows than `visibleCount`: no toggle. */
export const Short: Story = {
  args: { children: payees.slice(0, 3).map((name) => <Row key={name}>{name}</Row>) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
