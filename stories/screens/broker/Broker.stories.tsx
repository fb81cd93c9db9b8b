import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as broker from '../../../api/broker';
import { brokerBank } from '../../../app/testing/brokerBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/broker', () => brokerBank());

const meta = { title: 'Screens/Broker/Applications', ...screenMeta } satisfies Meta;
export default meta;

/** The broker sends an incomplete application and is told which fields to fill in. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Lähetä asiakkaan vahvistettavaksi' }),
    );
    await expect(await canvas.findByText('Valitse lainan käyttötarkoitus')).toBeVisible();
  },
});
export const Loading = screen.loading(broker.brokerCompleteIdentification);
export const Failed = screen.failed(broker.brokerApplications);
export const Empty = screen.state({
  bank: (fake) => fake.on(broker.brokerApplications, { Applications: [] }),
});
/** A person the bank has not registered as a broker. */
export const Refused = screen.state({
  bank: (fake) =>
    fake.refuse(broker.brokerCompleteIdentification, 'customer', 'broker.errors.notBroker', 403),
});
