/**
 * Every screen story's page held to axe's colour rules in every brand and both schemes.
 *
 * What a brand or a scheme changes is colours (and fonts and radii); the screens project
 * (`npm run test:screens`) runs every screen story with every axe rule in one brand. So each story
 * is drawn once, then dressed in place in each brand and scheme (`stageScreen`: no new load, no
 * call to the bank) and only the colour rules run each time.
 *
 * The whole matrix, every screen story in every look (about 3 100 colour checks), and each main
 * story again in every look after its play function, is `npm run test:screens:matrix`: too long
 * for `npm test`'s budget on the two-core machine, CI runs it after `npm test`. `npm test` runs a fixed part of it that still reaches every
 * screen and every look: each screen's main story, in both schemes of one brand, the brand
 * turning from screen to screen (stories/VisualTesting.mdx).
 */
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import { brandIds } from '../themes';
import '../themes/fonts';
import { LOOKS, stageScreen, type Look } from './screens/screenStage';
import { screenStories, type ScreenStory } from './screens/screenStories';
import { stillPageForShots } from './stillPage';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every screen story in every look (`npm run test:screens:matrix`), not npm test's part. */
    screenMatrix: boolean;
  }
}

/** The rules a brand's colours can break: text contrast and links told apart from text. */
async function colourViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, {
    runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  });
  return violations.flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id}: ${target}`));
}

const PHONE = { width: 375, height: 800 };
/** The project's viewport (vitest.config.ts). */
const DESKTOP = { width: 800, height: 600 };

interface CheckedStory extends ScreenStory {
  looks: readonly Look[];
  /** Checked again, in every look, after its play function (the screen's main action). */
  played: boolean;
}

/** Each screen's main story in both schemes of one brand, the brand turning from screen to screen. */
const npmTestPart = (): CheckedStory[] =>
  screenStories
    .filter((story) => story.main)
    .map((story, index) => {
      const brand = brandIds[index % brandIds.length];
      return { ...story, looks: LOOKS.filter((look) => look.brand === brand), played: false };
    });

const checked: CheckedStory[] = inject('screenMatrix')
  ? screenStories.map((story) => ({ ...story, looks: LOOKS, played: story.main }))
  : npmTestPart();

beforeAll(async () => {
  await stillPageForShots();
});

afterEach(async () => {
  await page.viewport(DESKTOP.width, DESKTOP.height);
  cleanup();
  (document.activeElement as HTMLElement | null)?.blur();
});

describe('the screen stories’ colours', () => {
  test.each(checked)('$title: $name', async (story) => {
    const staged = await stageScreen(story);
    const failures: string[] = [];
    const checkEachLook = async (when: string) => {
      for (const look of story.looks) {
        staged.dress(look);
        const violations = await colourViolations();
        failures.push(...violations.map((v) => `${when}, ${look.brand} ${look.scheme}: ${v}`));
      }
    };
    await checkEachLook('as loaded');
    if (story.played) {
      // The main actions are a phone's (the shell's menu button is there only).
      await page.viewport(PHONE.width, PHONE.height);
      await staged.play();
      await checkEachLook('after its main action');
    }
    expect(failures).toEqual([]);
    expect(staged.screen.unanswered).toEqual([]);
  });

  test('npm test’s part reaches every brand in both schemes', () => {
    const reached = new Set(
      checked.flatMap(({ looks }) => looks.map(({ brand, scheme }) => `${brand} ${scheme}`)),
    );
    expect(reached.size).toBe(LOOKS.length);
  });
});
