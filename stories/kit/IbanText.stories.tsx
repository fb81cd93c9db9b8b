import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IbanText } from '../../ui/IbanText';
import { paymentAccount } from './sampleData';

const meta = {
  title: 'Kit/Display/IbanText',
  component: IbanText,
  args: { iban: paymentAccount.Iban ?? '' },
  parameters: {
    docs: {
      description: {
        component:
          "An IBAN in groups of four that never wraps; screen readers hear it character by character with a pause between the groups, each character in the page's language (letters and digits need no translation). The Finnish prefix can be hidden, as on the bank's own account lists.",
      },
    },
  },
} satisfies Meta<typeof IbanText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('FI21 1234 5600 0007 85')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('F I 2 1, 1 2 3 4, 5 6 0 0, 0 0 0 7, 8 5')).toHaveClass(
      'visually-hidden',
    );
  },
};

/** Typed with spaces and in lower case: shown normalised. */
export const AsTyped: Story = {
  args: { iban: 'de89 3704 0044 0532 0130 00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  },
};

/** Another bank's account number in its own form: shown as given, never cut into groups. */
export const OtherAccountNumber: Story = {
  args: { iban: '123456-785' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123456-785')).toBeVisible();
    await expect(canvas.getByText('1 2 3 4 5 6 - 7 8 5')).toHaveClass('visually-hidden');
  },
};

export const HiddenFinnishPrefix: Story = {
  args: { hideFinnishPrefix: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1234 5600 0007 85')).toBeVisible();
    await expect(canvas.queryByText(/FI21/)).not.toBeInTheDocument();
  },
};

/** The characters are the same in every language; the screen reader says them in the page's. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('F I 2 1, 1 2 3 4, 5 6 0 0, 0 0 0 7, 8 5')).toHaveClass(
      'visually-hidden',
    );
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};
