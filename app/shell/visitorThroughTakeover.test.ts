import { afterEach, describe, expect, it } from 'vitest';
import { keepVisitorThroughTakeover } from './visitorThroughTakeover';

const PAGE =
  '<header><select aria-label="Kieli"><option>fi</option><option>sv</option></select></header>' +
  '<main><input type="range" aria-label="Lainasumma" min="0" max="10" value="5">' +
  '<input type="checkbox" aria-label="Joustolaina">' +
  '<form><button>Tunnistaudu</button></form></main>';

/** What React's first render into the prerendered root does: its own, equal elements. */
function takeOver(root: HTMLElement) {
  const fresh = document.createElement('div');
  fresh.innerHTML = PAGE;
  root.replaceChildren(...fresh.childNodes);
}

/** The prerendered page, its bank's code started after `before` (what the visitor did first). */
function prerenderedPage(before: (root: HTMLElement) => void = () => {}): HTMLElement {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = PAGE;
  before(root);
  keepVisitorThroughTakeover(root);
  return root;
}

/** What the visitor's own hand does to a control: its value, then the event. */
function visitorSets(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

const nextMicrotasks = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => document.body.replaceChildren());

describe('taking the prerendered page over', () => {
  it('keeps the keyboard focus on the same control', async () => {
    const root = prerenderedPage();
    root.querySelector('button')!.focus();
    takeOver(root);
    await nextMicrotasks();
    expect(document.activeElement).toBe(root.querySelector('button'));
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('leaves the focus alone when nothing in the page had it', async () => {
    const root = prerenderedPage();
    takeOver(root);
    await nextMicrotasks();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps a slider the visitor moved, and the page hears it as the visitor’s input', async () => {
    const root = prerenderedPage();
    visitorSets(root.querySelector('input[type=range]')!, '8');
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
    takeOver(root);
    await nextMicrotasks();
    expect(root.querySelector<HTMLInputElement>('input[type=range]')!.value).toBe('8');
    expect(heard).toEqual(['8']);
  });

  it('keeps a box the visitor ticked before the bank’s code had started', async () => {
    const root = prerenderedPage((page) =>
      page.querySelector<HTMLInputElement>('input[type=checkbox]')!.click(),
    );
    takeOver(root);
    await nextMicrotasks();
    expect(root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
  });

  it('leaves a choice in the page frame’s menus to them', async () => {
    const root = prerenderedPage();
    visitorSets(root.querySelector('select')!, 'sv');
    takeOver(root);
    await nextMicrotasks();
    expect(root.querySelector('select')!.value).toBe('fi');
  });
});
