import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as cardApplication from '../../../api/cardApplication';
import {
  cardApplicationBank,
  SAMPLE_CARD_APPLICATION,
} from '../../../app/testing/cardApplicationBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const screen = bankScreen('/bank/cards/apply', (who) =>
  cardApplicationBank(SAMPLE_CARD_APPLICATION, who).on(
    cardApplication.onboardingUpdateApplication,
    (input) => ({ ...SAMPLE_CARD_APPLICATION, ...input }),
  ),
);

const meta = { title: 'Screens/Cards/Card application', ...screenMeta } satisfies Meta;
export default meta;

/** The applicant fills in the limit, income and living, and sends them. */
export const Loaded = screen.main({
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { name: 'Tulot ja asuminen' });
    await userEvent.selectOptions(canvas.getByLabelText('Haettava luottoraja'), '300000');
    await fill(canvas.getByLabelText('Nettotulot kuukaudessa'), '2650');
    await fill(canvas.getByLabelText('Menot kuukaudessa'), '1150');
    await userEvent.selectOptions(canvas.getByLabelText('Työtilanne'), 'Permanent');
    await userEvent.selectOptions(canvas.getByLabelText('Asumismuoto'), 'Rented');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await waitFor(() =>
      expect(
        loaded.screen.bank.requestsTo(cardApplication.onboardingUpdateApplication),
      ).toHaveLength(1),
    );
  },
});
export const Loading = screen.loading(cardApplication.onboardingLogin);
export const Failed = screen.failed(cardApplication.onboardingLogin);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Terms = screen.state({ path: '/bank/cards/apply/terms' });
export const PriceList = screen.state({ path: '/bank/cards/apply/price-list' });
