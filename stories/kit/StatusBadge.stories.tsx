import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fiKit } from '../../i18n/fi/kit';
import { StatusBadge } from '../../ui/StatusBadge';

const meta = {
  title: 'Kit/Display/StatusBadge',
  component: StatusBadge,
  args: { tone: 'green', label: fiKit.instalmentBadge.new },
  argTypes: { tone: { control: 'inline-radio', options: ['green', 'orange', 'red', 'neutral'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A status pill in the theme's badge colours. The label carries the meaning; the colour only repeats it. `neutral` is for statuses the rules give no colour ('Viimeinen erä').",
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uusi')).toBeVisible();
  },
};

/** A loan application in any state other than Active. */
export const Orange: Story = { args: { tone: 'orange', label: 'Käsittelyssä' } };

export const Red: Story = {
  args: { tone: 'red', label: fiKit.instalmentBadge.late },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Myöhässä')).toBeVisible();
  },
};

export const Neutral: Story = { args: { tone: 'neutral', label: fiKit.instalmentBadge.last } };
