import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardList } from '../../ui/CardList';
import {
  companyCards,
  companyPhysicalCard,
  personCards,
  personPhysicalCard,
  personVirtualCard,
} from './sampleData';

const meta = {
  title: 'Kit/Cards/CardList',
  component: CardList,
  args: { cards: personCards, customerType: 'Person', onSelectCard: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The customer's cards under 'Henkilökohtainen kortti', 'Luotolliset yrityskortit' and 'Yrityskortit ilman luottoa', grouped by account and sorted by masked number by the rules. Each card is a button (the app then opens /bank/cards/details) showing the amount available and, for credit cards, the amount used. Closed cards are left out.",
      },
    },
  },
} satisfies Meta<typeof CardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person's consumer credit cards, sorted by masked number. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('heading', { level: 2, name: 'Henkilökohtainen kortti' });
    await expect(group).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleName(
      /^Visa Credit , kortin numero päättyy 2046 Fyysinen kortti , Käytettävissä 2\s412,80 euroa Käytetty 587,20 euroa$/,
    );
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onSelectCard).toHaveBeenCalledWith(personPhysicalCard);
    // The clicked card keeps the focus; Tab moves on to the next one.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectCard).toHaveBeenLastCalledWith(personVirtualCard);
  },
};

/** A company's credit and prepaid cards; the closed card is not shown, the blocked one is. */
export const Company: Story = {
  args: { cards: companyCards, customerType: 'Company' },
  play: async ({ canvas, args }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Luotolliset yrityskortit',
      'Yrityskortit ilman luottoa',
    ]);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.queryByText(/1180/)).not.toBeInTheDocument();

    const [credit, prepaid] = canvas.getAllByRole('list');
    const creditCards = within(credit as HTMLElement).getAllByRole('button');
    await expect(creditCards[0]).toHaveAccessibleName(/päättyy 3307 Virtuaalikortti/);
    await expect(creditCards[1]).toHaveAccessibleName(/Käytetty 1\s250,00 euroa$/);

    const prepaidCards = within(prepaid as HTMLElement).getAllByRole('button');
    await expect(prepaidCards[0]).toHaveAccessibleName(/päättyy 0468 .* Estetty/);
    await expect(prepaidCards[1]).not.toHaveAccessibleName(/Käytetty/);

    await userEvent.click(creditCards[1] as HTMLElement);
    await expect(args.onSelectCard).toHaveBeenCalledWith(companyPhysicalCard);
  },
};

/** With `groupHref`, each card group (the cards of one account) links to its page. */
export const GroupLinks: Story = {
  args: {
    cards: companyCards,
    customerType: 'Company',
    groupHref: (accountId: string) => `/bank/cards/customer/${accountId}`,
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /^Korttitilin tiedot ja tapahtumat/ });
    await expect(links.length).toBeGreaterThan(1);
    await expect(links[0]).toHaveAttribute(
      'href',
      `/bank/cards/customer/${companyPhysicalCard.AccountId}`,
    );
  },
};

export const NoCards: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sinulla ei ole kortteja.')).toBeVisible();
  },
};

/** In English: the group titles, the card's kind and status and the amounts read in English. */
export const CompanyInEnglish: Story = {
  args: { cards: companyCards, customerType: 'Company' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Company credit cards',
      'Company cards without credit',
    ]);
    const [credit, prepaid] = canvas.getAllByRole('list');
    const creditCards = within(credit as HTMLElement).getAllByRole('button');
    await expect(creditCards[0]).toHaveAccessibleName(/card number ending 3307 Virtual card/);
    await expect(creditCards[1]).toHaveAccessibleName(/Used 1,250\.00 euros$/);
    const prepaidCards = within(prepaid as HTMLElement).getAllByRole('button');
    await expect(prepaidCards[0]).toHaveAccessibleName(/ending 0468 .* Blocked/);
  },
};
