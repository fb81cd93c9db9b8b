import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughTakeover } from './focusThroughTakeover';

const PAGE =
  '<main><select aria-label="Kieli"></select><form><button>Tunnistaudu</button></form></main>';

/** What React's first render into the prerendered root does: its own, equal elements. */
function takeOver(root: HTMLElement) {
  const fresh = document.createElement('div');
  fresh.innerHTML = PAGE;
  root.replaceChildren(...fresh.childNodes);
}

const nextMicrotasks = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => document.body.replaceChildren());

describe('taking the prerendered page over', () => {
  it('keeps the keyboard focus on the same control', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = PAGE;
    keepFocusThroughTakeover(root);
    root.querySelector('button')!.focus();
    takeOver(root);
    await nextMicrotasks();
    expect(document.activeElement).toBe(root.querySelector('button'));
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('leaves the focus alone when nothing in the page had it', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = PAGE;
    keepFocusThroughTakeover(root);
    takeOver(root);
    await nextMicrotasks();
    expect(document.activeElement).toBe(document.body);
  });
});
