import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TransactionRow } from '../../ui/TransactionRow';
import {
  creditInterest,
  incomingSalary,
  otherCardPurchase,
  outgoingBill,
  ownTransfer,
  personCardNames,
  personCards,
  physicalCardPurchase,
  virtualCardPurchase,
} from './sampleData';

const meta = {
  title: 'Kit/Accounts/TransactionRow',
  component: TransactionRow,
  args: {
    transaction: physicalCardPurchase,
    labelContext: { cards: personCardNames },
    ownCards: personCards,
  },
  parameters: {
    docs: {
      description: {
        component:
          "One account transaction: an icon of its kind (own physical or virtual card, another card, transfer, interest and tax, incoming, outgoing), its label by the bank's rules, date, message or reference, and the signed amount (incoming in green). With `href` the row links to the payment's details.",
      },
    },
  },
} satisfies Meta<typeof TransactionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon drawn for a row, by its drawing's first shape. */
function iconShape(canvasElement: HTMLElement): string | undefined {
  return canvasElement.querySelector('svg')?.innerHTML;
}

/** A purchase with the customer's own physical card. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Visa Credit -kortti')).toBeVisible();
    await expect(canvas.getByText('−23,90 €')).toBeVisible();
    await expect(canvas.getByText('miinus 23,90 euroa')).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const VirtualCard: Story = {
  args: { transaction: virtualCardPurchase },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Visa Credit -virtuaalikortti')).toBeVisible();
    await expect(iconShape(canvasElement)).toContain('rect x="5"');
  },
};

/** A card that is not the customer's: named by the merchant. */
export const OtherCard: Story = {
  args: { transaction: otherCardPurchase },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stockmann')).toBeVisible();
  },
};

export const Transfer: Story = {
  args: { transaction: ownTransfer },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oma siirto')).toBeVisible();
    await expect(canvas.getByText('Säästöön')).toBeVisible();
  },
};

export const Interest: Story = {
  args: { transaction: creditInterest },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hyvityskorko')).toBeVisible();
    await expect(canvas.getByText('+6,42 €')).toBeVisible();
  },
};

/** Incoming money: `+`, green, and the row links to the payment's details. */
export const Incoming: Story = {
  args: { transaction: incomingSalary, href: '/bank/accounts/payment?paymentId=tx-incoming' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Rakennus Virtanen Oy/ });
    await expect(link).toHaveAttribute('href', '/bank/accounts/payment?paymentId=tx-incoming');
    await expect(link).toHaveAccessibleName(
      /^Rakennus Virtanen Oy , 29\.01\.2026 Viesti: Palkka tammikuu , plus 2\s850,00 euroa$/,
    );
  },
};

export const Outgoing: Story = {
  args: { transaction: outgoingBill },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Helen Oy')).toBeVisible();
    await expect(canvas.getByText('Viite 1232')).toBeVisible();
    await expect(canvas.getByText('−89,90 €')).toBeVisible();
  },
};

/** On a credit limit's list a transfer is an ordinary booking. */
export const LimitTransfer: Story = {
  args: { transaction: ownTransfer, labelContext: { isLimit: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tilitapahtuma')).toBeVisible();
  },
};
