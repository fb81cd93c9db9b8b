import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fiKit } from '../../i18n/fi/kit';
import { IbanText } from '../../ui/IbanText';
import { Money } from '../../ui/Money';
import { ValueList } from '../../ui/ValueList';

const meta = {
  title: 'Kit/Display/ValueList',
  component: ValueList,
  args: {
    items: [
      {
        id: 'DailyLimitUsage',
        term: fiKit.card.limit.DailyLimitUsage,
        value: <Money cents={200000} />,
      },
      {
        id: 'MonthlyLimitUsage',
        term: fiKit.card.limit.MonthlyLimitUsage,
        value: <Money cents={800000} />,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Read-only values with their names, as a definition list: the read-only card limits and regions.',
      },
    },
  },
} satisfies Meta<typeof ValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('8 000,00 €');
  },
};

/** On a phone (a 240 px panel), a value too long to share the line goes under its term. */
export const Narrow: Story = {
  args: {
    items: [
      { id: 'Name', term: 'Tilin nimi', value: 'Kuluton käyttötili' },
      { id: 'Iban', term: 'Tilinumero', value: <IbanText iban="FI2112345600000785" /> },
      { id: 'Balance', term: 'Saldo', value: <Money cents={123456789} tone="plain" /> },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The text's own extent: a term too narrow for its word spills out of its grid cell.
    const inked = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const values = canvas.getAllByRole('definition');
    canvas.getAllByRole('term').forEach((term, i) => {
      const a = inked(term);
      const b = inked(values[i]!);
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${term.textContent} and its value overlap`).toBe(false);
    });
  },
};
