import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { COPY_CONFIRMATION_MS, CopyButton } from '../../ui/CopyButton';

const meta = {
  title: 'Kit/Actions/CopyButton',
  component: CopyButton,
  args: { value: 'FI2112345600000785', label: 'Kopioi tilinumero' },
  // The story controls the clipboard: a test browser may refuse the real one.
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  parameters: {
    docs: {
      description: {
        component:
          "A 44 px button that copies a value (an IBAN, a reference) and says 'Kopioitu' for one second, politely to screen readers too. Its accessible name says what is copied.",
      },
    },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Kopioi tilinumero' });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('FI2112345600000785');
    await waitFor(() => expect(status).toHaveTextContent('Kopioitu'));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), {
      timeout: COPY_CONFIRMATION_MS + 500,
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kopioi tilinumero' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kopioitu'));
  },
};

/** The browser refuses the clipboard: the failure is said and stays until the next try. */
export const ClipboardRefused: Story = {
  beforeEach: () => {
    mocked(navigator.clipboard.writeText).mockRejectedValue(new DOMException('Denied'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kopioi tilinumero' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Kopiointi ei onnistunut'));
    await new Promise((resolve) => setTimeout(resolve, COPY_CONFIRMATION_MS + 100));
    await expect(status).toHaveTextContent('Kopiointi ei onnistunut');
  },
};
