import { render } from '@testing-library/react';
import { within } from 'storybook/test';
import { brandIds, DEFAULT_BRAND, type BrandId } from '../../themes';
import { COLOR_SCHEMES, type ColorScheme } from '../../themes/schemes';
import { drawnScreen, type ScreenStory } from './screenStories';
import type { OpenedScreen } from './openScreen';

/** A brand in a scheme: what the toolbar's brand and scheme choose. */
export interface Look {
  brand: BrandId;
  scheme: ColorScheme;
}

/** Every brand in both schemes. */
export const LOOKS: readonly Look[] = brandIds.flatMap((brand) =>
  COLOR_SCHEMES.map((scheme) => ({ brand, scheme })),
);

/** A screen story drawn once, whose brand and scheme change in place. */
export interface StagedScreen {
  /** The page the story's loader opened, with its fake bank. */
  screen: OpenedScreen;
  /**
   * Draws the page again in another brand and scheme: the same page, its data and state kept (no
   * new load, no call to the bank), only the theme's colours, fonts and radii change.
   */
  dress: (look: Look) => void;
  /** The story's play function (its main action) on the drawn page. */
  play: () => Promise<void>;
}

/**
 * The page has neither changed nor fetched anything (a lazily loaded part's code) for `quietFor`
 * ms: its answers came and it has drawn them.
 */
function pageSettled(quietFor = 150, atMost = 5000): Promise<void> {
  return new Promise((settled) => {
    const again = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietFor);
    };
    const changes = new MutationObserver(again);
    const fetches = new PerformanceObserver(again);
    let quiet = setTimeout(done, quietFor);
    const latest = setTimeout(done, atMost);
    function done() {
      changes.disconnect();
      fetches.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
      settled();
    }
    changes.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    fetches.observe({ type: 'resource' });
  });
}

/**
 * Draws a screen story as the story tests do (its loaders and `beforeEach`, the preview's
 * decorators) in the default brand's light scheme, and waits for the page to settle. The brand and
 * scheme are the story's globals, which the preview's decorators read on every render: `dress`
 * changes them and renders the same tree again, so the page is not opened anew for each look.
 */
export async function stageScreen({ Story }: ScreenStory): Promise<StagedScreen> {
  const globals = Story.globals as Record<string, unknown>;
  const dressAs = ({ brand, scheme }: Look) => Object.assign(globals, { theme: brand, scheme });
  dressAs({ brand: DEFAULT_BRAND, scheme: 'light' });
  await Story.load();
  const { container, rerender } = render(<Story />);
  await pageSettled();
  await document.fonts.ready;
  return {
    screen: drawnScreen(),
    dress: (look) => {
      dressAs(look);
      rerender(<Story />);
    },
    play: async () => {
      await Story.play?.({ canvasElement: container, canvas: within(container) });
      await pageSettled();
    },
  };
}
