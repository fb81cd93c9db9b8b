import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_GUIDES } from './kitGuides';
import { kitTextsOf } from './kitTexts';

const kitStories = async () =>
  (await readdir(resolve(import.meta.dirname, '../kit')))
    .filter((name) => name.endsWith('.stories.tsx'))
    .map((name) => name.replace('.stories.tsx', ''))
    .sort();

describe('the kit’s docs pages', () => {
  it('have a guide (when to use, when not, keyboard, screen readers) for every component', async () => {
    expect(Object.keys(KIT_GUIDES).sort()).toEqual(await kitStories());
  });

  it('show each component’s texts in Finnish, Swedish and English', () => {
    const tabs = kitTextsOf('PayeeEntryTabs');
    expect(tabs.length).toBeGreaterThan(10);
    // A key the component fills in (`kit.card.region.${region}`) lists every region.
    expect(kitTextsOf('BlockedRegionsModal').map(({ key }) => key)).toContain(
      'kit.card.region.europe',
    );
    expect(kitTextsOf('Stack')).toEqual([]);
    for (const text of tabs) expect([text.key, text.sv, text.en].filter((t) => !t)).toEqual([]);
  });
});
