import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentCardVisual } from '../../ui/PaymentCardVisual';
import {
  companyBlockedCard,
  companyPhysicalCard,
  companyPrepaidCard,
  companyVirtualCard,
  personPhysicalCard,
} from './sampleData';

const meta = {
  title: 'Kit/Cards/PaymentCardVisual',
  component: PaymentCardVisual,
  args: { card: personPhysicalCard, holderName: 'Maija Meikäläinen' },
  parameters: {
    docs: {
      description: {
        component:
          "The picture of a payment card in its skin (consumer, business, accounting partner; domain `cardSkinImage`), drawn with the brand's colours and a shape of its own. A physical card has a chip, a virtual one a dashed outline and its kind in words; a blocked card shows 'Estetty'. One text alternative names the card.",
      },
    },
  },
} satisfies Meta<typeof PaymentCardVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The consumer skin. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Visa Credit, kortin numero päättyy 2046, Maija Meikäläinen, Fyysinen kortti',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('4921 80•• •••• 2046')).toBeVisible();
  },
};

export const Business: Story = {
  args: { card: companyPhysicalCard, holderName: 'Ville Virtanen', customerType: 'Company' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Visa Business Credit/ })).toBeVisible();
  },
};

export const AccountingPartner: Story = {
  args: { card: companyPrepaidCard, holderName: 'Ville Virtanen', customerType: 'Company' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Mastercard Business Prepaid/ })).toBeVisible();
  },
};

export const Virtual: Story = {
  args: { card: companyVirtualCard, holderName: null, customerType: 'Company' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Visa Business Credit, kortin numero päättyy 3307, Virtuaalikortti',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Virtuaalikortti')).toBeVisible();
  },
};

export const Blocked: Story = {
  args: { card: companyBlockedCard, holderName: 'Ville Virtanen', customerType: 'Company' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /, Estetty$/ })).toBeVisible();
    await expect(canvas.getByText('Estetty')).toBeVisible();
  },
};

/** An unknown skin code: the plain card of the customer's kind (business for companies). */
export const UnknownSkin: Story = {
  args: {
    card: { ...companyPhysicalCard, SkinCodeEnum: 'GOLD_2031' },
    holderName: 'Ville Virtanen',
    customerType: 'Company',
  },
};

/** The size used in card lists: the skin, the chip and the last digits. */
export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('•• 2046')).toBeVisible();
    await expect(canvas.queryByText('Maija Meikäläinen')).not.toBeInTheDocument();
  },
};
