/**
 * Visual regression of the web bank on a phone (375 px), in every brand and both schemes: a few
 * screens of different kinds, from their screen stories against the fake bank. Each screen is
 * drawn once and dressed in place in each brand and scheme (`stageScreen`), so ten shots cost one
 * page load. Every screen story's colours, in every look, are screens.colours.test.tsx's.
 * Update the references after an intended change: `npx vitest run --project visual --update`.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import '../themes/fonts';
import { LOOKS, stageScreen, type Look, type StagedScreen } from './screens/screenStage';
import { screenStories } from './screens/screenStories';
import { stillPageForShots } from './stillPage';

const PHONE = { width: 375, height: 800 };
/** One day for every run: the payment form shows today's date, the home page days to come. */
const TODAY = new Date('2026-11-25T10:00:00+02:00');

interface PhoneShot {
  /** The reference's name: `phone/<brand>/<shot>`, `-dark` added in the dark scheme. */
  shot: string;
  title: string;
  /** A text the screen shows once all of it has come: the shots wait for it. */
  shows: string;
  /** The screen's main story, its main action played first when `played`. */
  played?: boolean;
}

/** The logged-in shell with its menu closed and open, a form, lists, a loan, the login page. */
const SHOTS: PhoneShot[] = [
  { shot: 'home', title: 'Screens/Accounts/Home', shows: 'Seuraava maksuerä' },
  { shot: 'menu', title: 'Screens/Accounts/Home', shows: 'Kirjaudu ulos', played: true },
  { shot: 'payment-form', title: 'Screens/Payments/New payment', shows: 'Jatka' },
  { shot: 'accounts', title: 'Screens/Accounts/Accounts', shows: 'Määräaikaistalletus' },
  { shot: 'loan', title: 'Screens/Loans/Loan', shows: 'Lainalla ei ole asiakirjoja.' },
  { shot: 'login', title: 'Screens/Public/Login', shows: 'Kirjaudu tekstiviestikoodilla' },
];

function mainStory(title: string) {
  const story = screenStories.find((candidate) => candidate.title === title && candidate.main);
  if (!story) throw new Error(`No main story in ${title}`);
  return story;
}

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

describe.each(SHOTS)('$shot on a phone', ({ shot, title, shows, played }) => {
  let staged: StagedScreen;

  beforeAll(async () => {
    staged = await stageScreen(mainStory(title));
    if (played) await staged.play();
    await screen.findAllByText(shows);
  });

  afterAll(() => {
    cleanup();
    (document.activeElement as HTMLElement | null)?.blur();
  });

  test.each(LOOKS)('$brand brand, $scheme scheme', async (look) => {
    staged.dress(look);
    await expectScreen(shotName(shot, look));
  });
});
