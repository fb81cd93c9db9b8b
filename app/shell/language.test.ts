import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_FIELD, rememberEarlyLanguageChoice, storedLanguage } from './language';

/** The language menu as React holds it: a controlled select put back before the event bubbles on. */
function controlledMenu(shown: string): HTMLSelectElement {
  const root = document.createElement('div');
  const select = document.createElement('select');
  select.name = LANGUAGE_FIELD;
  for (const code of ['fi', 'sv', 'en']) select.add(new Option(code, code));
  select.value = shown;
  root.append(select);
  root.addEventListener('change', () => {
    select.value = shown;
  });
  document.body.append(root);
  return select;
}

afterEach(() => {
  document.cookie = `${LANGUAGE_FIELD}=; Path=/; Max-Age=0`;
  document.body.replaceChildren();
});

describe('a language chosen before the bank has taken the page over', () => {
  rememberEarlyLanguageChoice(document);

  it('is remembered as chosen, though the menu is put back before the event reaches the page', () => {
    const menu = controlledMenu('fi');
    menu.value = 'sv';
    menu.dispatchEvent(new Event('change', { bubbles: true }));
    expect(menu.value).toBe('fi');
    expect(storedLanguage(document.cookie)).toBe('sv');
  });

  it('is not taken from another select of the page', () => {
    const other = controlledMenu('fi');
    other.name = 'account';
    other.value = 'en';
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(storedLanguage(document.cookie)).toBe('fi');
  });
});
