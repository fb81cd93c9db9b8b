/// <reference types="vite/client" />
/**
 * Visual regression of the kit: the themes gallery once, and the main story of every kit
 * component in every brand, compared with the committed references in `__screenshots__/`.
 * Each brand's shot is also held to axe's colour rules, in the light scheme and the dark: what a
 * brand changes is its colours, and the kit's story tests (play functions, every axe rule) run in
 * the default brand only.
 * Update them after an intended change: `npx vitest run --project visual --update`.
 */
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview';
import { brandIds, DEFAULT_BRAND, type BrandId } from '../themes';
import type { ColorScheme } from '../themes/schemes';
import '../themes/fonts';
import { stillPageForShots } from './stillPage';
import * as galleryStories from './foundations/ThemesGallery.stories';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

setProjectAnnotations(preview);

/**
 * The viewport of the component screenshots; the gallery gets a wide one for its five columns.
 * A story taller than its viewport gets a taller one: the shot only sees what the viewport shows.
 */
const VIEWPORT = { width: 800, height: 600 };
const GALLERY_WIDTH = 1840;

/**
 * Components someone is still finishing: left out until their stories settle, then removed
 * from this list and their references written with `--update`.
 */
const UNFINISHED: readonly string[] = [];

const storyModules = import.meta.glob<StoryModule>('./kit/*.stories.tsx', { eager: true });
const storySources = import.meta.glob<string>('./kit/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** A component's main story: `Default`, else the first story in the file (not alphabetical). */
function mainStoryName(path: string, module: StoryModule): string {
  if ('Default' in module) return 'Default';
  const first = /^export const (\w+)/m.exec(storySources[path] ?? '')?.[1];
  if (!first) throw new Error(`${path} has no story`);
  return first;
}

const components = Object.entries(storyModules)
  .map(([path, module]) => ({
    name: path.replace(/^.*\/(\w+)\.stories\.tsx$/, '$1'),
    module,
    story: mainStoryName(path, module),
  }))
  .filter(({ name }) => !UNFINISHED.includes(name));

/** The story's main export, composed with the preview's decorators in one brand and scheme. */
function mainStory(
  module: StoryModule,
  story: string,
  brand: BrandId,
  scheme: ColorScheme = 'light',
) {
  const composed = composeStories(module, {
    initialGlobals: { theme: brand, locale: 'fi', scheme },
  });
  const Story = (composed as Record<string, ComposedStory | undefined>)[story];
  if (!Story) throw new Error(`No story ${story}`);
  return Story;
}

let frame: HTMLDivElement;

/** Renders into a frame at least one viewport tall, so that modals and overlays are in the shot. */
function renderStory(Story: ReturnType<typeof mainStory>) {
  frame = document.createElement('div');
  frame.style.cssText = 'min-height: 100vh; padding: 16px; display: flow-root';
  document.body.append(frame);
  render(<Story />, { container: frame });
}

let viewport = { width: 0, height: 0 };

async function setViewport(width: number, height: number) {
  if (width === viewport.width && height === viewport.height) return;
  await page.viewport(width, height);
  viewport = { width, height };
}

async function expectScreenshot(name: string, width = VIEWPORT.width) {
  await setViewport(width, VIEWPORT.height);
  await setViewport(width, Math.max(VIEWPORT.height, frame.scrollHeight));
  await document.fonts.ready;
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
}

/** The rules a brand's colours can break: text contrast and links told apart from text. */
async function expectReadableColours() {
  const { violations } = await axe.run(frame, {
    runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  });
  expect(
    violations.flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id}: ${target}`)),
  ).toEqual([]);
}

beforeAll(async () => {
  await stillPageForShots();
});

afterEach(() => {
  cleanup();
  frame.remove();
  // Focus left from one story would show a focus ring in the next.
  (document.activeElement as HTMLElement | null)?.blur();
});

test('themes gallery', async () => {
  renderStory(mainStory(galleryStories, 'AllBrands', DEFAULT_BRAND));
  await expectScreenshot('themes-gallery', GALLERY_WIDTH);
});

describe.each(brandIds)('%s brand', (brand) => {
  test.each(components)('$name ($story)', async ({ name, module, story }) => {
    renderStory(mainStory(module, story, brand));
    await expectScreenshot(`${brand}/${name}`);
    await expectReadableColours();
  });
});

/**
 * The dark scheme: every component's main story in every brand held to axe's colour rules, with
 * no screenshot (the shots would double the visual test's time; the colours are what changes).
 */
describe.each(brandIds)('%s brand, dark scheme', (brand) => {
  test.each(components)('$name ($story) keeps its colours readable', async ({ module, story }) => {
    renderStory(mainStory(module, story, brand, 'dark'));
    await expectReadableColours();
  });
});
