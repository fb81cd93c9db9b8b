import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Panel } from '../../ui/Panel';

const meta = {
  title: 'Kit/Layout/Panel',
  component: Panel,
  args: {
    children: (
      <>
        <h2>Seuraava maksuerä</h2>
        <p>245,60 € · Eräpäivä 15.9.2025</p>
      </>
    ),
  },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component: 'A surface card with padding, rounded corners and a shadow.',
      },
    },
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Seuraava maksuerä' })).toBeVisible();
  },
};

/** A panel with a heading of its own is a named section. */
export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'next-instalment',
    children: (
      <>
        <h2 id="next-instalment">Seuraava maksuerä</h2>
        <p>245,60 € · Eräpäivä 15.9.2025</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Seuraava maksuerä' })).toBeVisible();
  },
};
