import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { LoadingOverlay, type LoadingOverlayProps } from '../../ui/LoadingOverlay';
import { Panel } from '../../ui/Panel';
import { Stack } from '../../ui/Stack';

const content = (
  <Panel>
    <Stack>
      <h2>Säästötili</h2>
      <p>Saldo 1 250,00 €. Korko 1,50 %.</p>
      <Button>Oma siirto</Button>
    </Stack>
  </Panel>
);

/** As a page uses it: 'Päivitä' starts a load that the owner ends when the answer comes. */
function RefreshDemo(args: LoadingOverlayProps) {
  const [loading, setLoading] = useState(false);
  const refresh = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 600);
  };
  return (
    <Stack>
      <div>
        <Button variant="secondary" onClick={refresh}>
          Päivitä
        </Button>
      </div>
      <LoadingOverlay {...args} loading={loading} />
    </Stack>
  );
}

const meta = {
  title: 'Kit/Overlays/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, children: content },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Covers its content (or the page) while `loading` and announces Ladataan… politely; after `slowAfterMs` (7 s) it adds Vielä pieni hetki, ethän sulje sivua. It never holds focus and goes as soon as `loading` is false.',
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan…');
    // The covered content is out of reach for mouse, keyboard and screen readers alike.
    const button = canvas.getByRole('button', { name: 'Oma siirto' });
    await expect(button.closest('[inert]')).not.toBeNull();
    button.focus();
    await expect(button).not.toHaveFocus();
  },
};

/** A long wait: the second line arrives after `slowAfterMs` (here shortened to 300 ms). */
export const Slow: Story = {
  args: { slowAfterMs: 300 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).not.toHaveTextContent('ethän sulje sivua');
    await waitFor(() =>
      expect(status).toHaveTextContent('Ladataan… Vielä pieni hetki, ethän sulje sivua.'),
    );
    await expect(canvas.getByText('Vielä pieni hetki, ethän sulje sivua.')).toBeVisible();
  },
};

export const NotLoading: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Oma siirto' })).toBeEnabled();
  },
};

/** The overlay lasts exactly as long as the load: afterwards the content is usable again. */
export const LoadEnds: Story = {
  render: (args) => <RefreshDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Päivitä' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan…');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 2000,
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Oma siirto' })).toHaveFocus();
  },
};

/** Covers the whole viewport (left out of the docs page, which it would cover too). */
export const FullPage: Story = {
  args: { fullPage: true },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan…');
  },
};
