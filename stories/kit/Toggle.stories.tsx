import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CARD_REGIONS, type CardRestrictions } from '../../domain/cards/cards';
import { fiKit } from '../../i18n/fi/kit';
import { Toggle, type ToggleProps } from '../../ui/Toggle';

/** The switch keeps its state in the story, as a settings form would. */
function StatefulToggle({ checked, onChange, ...toggle }: ToggleProps) {
  const [on, setOn] = useState(checked);
  return (
    <Toggle
      {...toggle}
      checked={on}
      onChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Forms/Toggle',
  component: Toggle,
  args: { label: fiKit.card.region.europe, checked: false, onChange: fn() },
  render: (args) => <StatefulToggle {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'An on/off switch (`role="switch"`) with its label beside it and an optional description: the card\'s blocked regions and the cross-border payment settings.',
      },
    },
  },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Eurooppa' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Eurooppa'));
    await expect(toggle).not.toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Eurooppa' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Eurooppa' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Estä maksut ulkomaisista IP-osoitteista',
    description: 'Suomalaisista IP-osoitteista maksaminen on aina sallittu.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Estä maksut ulkomaisista IP-osoitteista' }),
    ).toHaveAccessibleDescription('Suomalaisista IP-osoitteista maksaminen on aina sallittu.');
  },
};

export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Eurooppa' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The seven regions of the 'Estetyt käyttöalueet' modal. */
function CardRegions() {
  const [blocked, setBlocked] = useState<CardRestrictions>({
    africa: true,
    europe: false,
    oceania: true,
    northAmerica: false,
    southAmerica: true,
    asia: true,
    home: false,
  });
  return (
    <div style={{ maxWidth: 420 }}>
      {CARD_REGIONS.map((region) => (
        <Toggle
          key={region}
          label={fiKit.card.region[region]}
          checked={blocked[region]}
          onChange={(on) => setBlocked({ ...blocked, [region]: on })}
        />
      ))}
    </div>
  );
}

export const CardRegionList: Story = {
  render: () => <CardRegions />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(7);
    const asia = canvas.getByRole('switch', { name: 'Aasia' });
    await userEvent.click(asia);
    await expect(asia).not.toBeChecked();
  },
};
