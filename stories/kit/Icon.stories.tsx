import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Icon, iconNames } from '../../ui/Icon';

const meta = {
  title: 'Kit/Foundations/Icon',
  component: Icon,
  args: { name: 'info', size: 20 },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: {
    docs: {
      description: {
        component:
          'Inline 24×24 stroke icons drawn in the current text colour. Decorative (`aria-hidden`) unless a `title` gives the icon a meaning of its own.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '20');
  },
};

/** When the icon alone carries meaning (no visible text beside it), give it a title. */
export const WithTitle: Story = {
  args: { name: 'warning', title: 'Varoitus', size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Varoitus' })).toBeInTheDocument();
  },
};

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The whole set with each icon's name. */
export const AllIcons: Story = {
  render: (args) => (
    <Gallery>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={args.size} />
          <code>{name}</code>
        </Cell>
      ))}
    </Gallery>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
