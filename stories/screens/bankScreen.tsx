import type { Meta, StoryObj } from '@storybook/react-vite';
import { addMonths } from 'date-fns/addMonths';
import { subDays } from 'date-fns/subDays';
import { expect } from 'storybook/test';
import { I18nextProvider } from 'react-i18next';
import * as bank from '../../api/bank';
import type { Call } from '../../api/call';
import { toIsoDate } from '../../domain/dates/dates';
import { bankTexts } from '../../app/shell/texts';
import type { TestCustomer } from '../../app/testing/customers';
import type { FakeBank } from '../../app/testing/fakeBank';
import { closeScreen, openScreen, type OpenedScreen } from './openScreen';

/**
 * The tag of a screen's states beside its main story: `npm test` skips them to keep within its
 * time (the kit project), `npm run test:screens` runs them all with the axe check.
 */
export const SCREEN_STATE = 'screen-state';

/** What a screen story opens: the address, and the bank that answers it. */
export interface ScreenParameters {
  path: string;
  bank: () => FakeBank;
}

export type ScreenStory = StoryObj<Meta>;

/** A customer's know-your-customer state, as the bank's `kyc` call tells it on the day. */
const KYC = {
  expired: () => ({
    KycValidTo: toIsoDate(subDays(new Date(), 1)),
    IsKYCVerified: true,
    IsViewOnly: false,
  }),
  expiring: () => ({
    KycValidTo: toIsoDate(addMonths(new Date(), 1)),
    IsKYCVerified: true,
    IsViewOnly: false,
  }),
};

/** One state of a screen: who is logged in, and how the bank answers beyond the screen's usual. */
export interface ScreenState {
  who?: TestCustomer;
  kyc?: keyof typeof KYC;
  /** Another address of the same route (another account, a query). */
  path?: string;
  bank?: (fake: FakeBank) => FakeBank;
  /** What the browser holds before the page opens (a payment this tab prepared). */
  prepare?: () => void;
  play?: ScreenStory['play'];
}

/**
 * The page in the bank's texts. Its theme is the toolbar's brand, which the preview's decorator
 * already provides with the scheme's colours: a second theme provider fed that theme would declare
 * each colour property as itself (`--bank-text-default: var(--bank-text-default)`), and a property
 * that refers to itself has no value, so the light scheme would lose every brand colour.
 */
function ScreenInBank({ page }: { page: OpenedScreen['page'] }) {
  return <I18nextProvider i18n={bankTexts}>{page}</I18nextProvider>;
}

const PHONE = {
  name: 'Puhelin (375 px)',
  styles: { width: '375px', height: '800px' },
  type: 'mobile',
};

/**
 * What every screen story file's meta spreads: a page of the web bank on a phone, opened from the
 * story's `screen` parameter against the fake bank, in the toolbar's brand and language.
 */
export const screenMeta = {
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: PHONE } },
    docs: {
      // The story's own code as the docs' source: drawn from the page, it would walk its router.
      source: { type: 'code' },
      // Each story of a screen's docs page in a frame of its own: each has its own fake bank.
      story: { inline: false, height: '800px' },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  loaders: [
    async ({ parameters, globals }) => {
      const screen = parameters.screen as ScreenParameters;
      return { screen: await openScreen(screen.path, screen.bank(), globals.locale) };
    },
  ],
  beforeEach: () => closeScreen,
  afterEach: async ({ loaded }) => {
    await expect((loaded.screen as OpenedScreen).unanswered).toEqual([]);
  },
  render: (_args, { loaded }) => <ScreenInBank page={(loaded.screen as OpenedScreen).page} />,
} satisfies Meta;

/**
 * A screen's stories: `bankOf` is the bank of the loaded screen for a customer; each state changes
 * only what differs. Adding a page is a file of a few lines (README, Storybook).
 */
export function bankScreen(path: string, bankOf: (who: TestCustomer) => FakeBank) {
  const story = (
    { who = 'person', kyc, bank: change, prepare, play, ...rest }: ScreenState,
    tags: string[],
  ): ScreenStory => ({
    tags,
    parameters: {
      screen: {
        path: rest.path ?? path,
        bank: () => {
          // Each story is a tab of its own: nothing kept from the story before.
          sessionStorage.clear();
          prepare?.();
          const fake = kyc ? bankOf(who).on(bank.kyc, KYC[kyc]()) : bankOf(who);
          return change ? change(fake) : fake;
        },
      } satisfies ScreenParameters,
    },
    ...(play && { play }),
  });
  /** A state a customer can meet; seen in Storybook, tested by `npm run test:screens`. */
  const state = (options: ScreenState = {}) => story(options, [SCREEN_STATE]);
  return {
    /** The screen with its main action played: `npm test` runs it, with the axe check. */
    main: (options: ScreenState) => story(options, []),
    /** The screen as the bank answers it, or another state of it. */
    state,
    /** The bank has not answered the call yet. */
    loading: (call: Call) => state({ bank: (fake) => fake.hang(call) }),
    /** The call's connection failed: the page says so and offers to try again. */
    failed: (call: Call) => state({ bank: (fake) => fake.unreachable(call) }),
    /** A customer who may only look. */
    viewOnly: (extra: ScreenState = {}) => state({ ...extra, who: 'viewOnly' }),
    /** Know-your-customer details lapsed: actions are off and the page says why. */
    kycExpired: (extra: ScreenState = {}) => state({ ...extra, kyc: 'expired' }),
    /** Know-your-customer details lapse within two months: the page reminds. */
    kycExpiring: (extra: ScreenState = {}) => state({ ...extra, kyc: 'expiring' }),
    /** The company's main user in the company's view. */
    company: (extra: ScreenState = {}) => state({ ...extra, who: 'companyMainUser' }),
  };
}
