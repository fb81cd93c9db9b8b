/**
 * Visual regression of the web bank on a phone (375 px), in every brand and both schemes, from
 * the screen stories against the fake bank. Each screen is drawn once and dressed in place in
 * each brand and scheme (`stageScreen`), so ten shots cost one page load.
 *
 * `npm test` shoots six screens of different kinds (the logged-in shell with its menu closed and
 * open, a form, lists, a loan, the login page); `npm run test:screens:matrix` shoots every
 * screen's main story, as loaded, and the open menu: about 570 shots, too long for `npm test`'s
 * budget on the two-core machine, so CI runs it after `npm test` (stories/VisualTesting.mdx).
 * Update the references after an intended change: `npm run test:screens:update`.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import '../themes/fonts';
import { LOOKS, stageScreen, type Look, type StagedScreen } from './screens/screenStage';
import { screenStories, type ScreenStory } from './screens/screenStories';
import { stillPageForShots } from './stillPage';

const PHONE = { width: 375, height: 800 };
/** One day for every run: the payment form shows today's date, the home page days to come. */
const TODAY = new Date('2026-11-25T10:00:00+02:00');

interface PhoneShot {
  /** The reference's name in each look: `phone/<brand>/<shot>`, `-dark` added in the dark scheme. */
  shot: string;
  story: ScreenStory;
  /** Shot after the story's play function (its main action), not as loaded. */
  played: boolean;
}

const mainStories = screenStories.filter((story) => story.main);

/** `Screens/Payments/New payment` → `payments-new-payment`; `LimitRepayment` → `limit-repayment`. */
const kebab = (words: string) =>
  words
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** A screen's main story is the screen's shot; a screen with several names each one's. */
const shotOf = (story: ScreenStory) => {
  const screen = kebab(story.title.replace(/^Screens\//, ''));
  const several = mainStories.filter(({ title }) => title === story.title).length > 1;
  return several ? `${screen}-${kebab(story.name)}` : screen;
};

function mainStory(title: string): ScreenStory {
  const story = mainStories.find((candidate) => candidate.title === title);
  if (!story) throw new Error(`No main story in ${title}`);
  return story;
}

const asLoaded = (story: ScreenStory): PhoneShot => ({
  shot: shotOf(story),
  story,
  played: false,
});

/** The home page's main action opens the shell's menu. */
const openMenu: PhoneShot = {
  shot: 'accounts-home-menu',
  story: mainStory('Screens/Accounts/Home'),
  played: true,
};

/** npm test's part: the logged-in shell, a form, lists, a loan, the login page. */
const npmTestPart = (): PhoneShot[] => [
  ...[
    'Screens/Accounts/Home',
    'Screens/Payments/New payment',
    'Screens/Accounts/Accounts',
    'Screens/Loans/Loan',
    'Screens/Public/Login',
  ].map((title) => asLoaded(mainStory(title))),
  openMenu,
];

const shots: PhoneShot[] = inject('screenMatrix')
  ? [...mainStories.map(asLoaded), openMenu]
  : npmTestPart();

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  await stillPageForShots();
});

afterAll(() => {
  vi.useRealTimers();
});

/**
 * The whole page: a phone's height, or taller when the page is (the shot sees only the viewport).
 * The page's height is measured on a phone's viewport: one left taller by the shot before would
 * be the page's height.
 */
async function expectScreen(name: string) {
  await document.fonts.ready;
  await page.viewport(PHONE.width, PHONE.height);
  await page.viewport(PHONE.width, Math.max(PHONE.height, document.body.scrollHeight));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
}

const shotName = (shot: string, { brand, scheme }: Look) =>
  `phone/${brand}/${shot}${scheme === 'dark' ? '-dark' : ''}`;

describe.each(shots)('$shot on a phone', ({ shot, story, played }) => {
  let staged: StagedScreen;

  beforeAll(async () => {
    await page.viewport(PHONE.width, PHONE.height);
    staged = await stageScreen(story);
    if (played) await staged.play();
  });

  afterAll(() => {
    cleanup();
    (document.activeElement as HTMLElement | null)?.blur();
  });

  test.each(LOOKS)('$brand brand, $scheme scheme', async (look) => {
    staged.dress(look);
    await expectScreen(shotName(shot, look));
  });

  test('asked the bank nothing it was not told to answer', () => {
    expect(staged.screen.unanswered).toEqual([]);
  });
});
