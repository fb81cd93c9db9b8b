/**
 * When React takes the prerendered page over, it replaces the page's elements with its own, equal
 * ones, and the element that had the keyboard focus is gone with them. This puts the focus on the
 * element at the same place in the new tree, so a keyboard user who had already moved through the
 * page stays where they were.
 */
export function keepFocusThroughTakeover(root: HTMLElement): void {
  let place: number[] | undefined;
  const remember = (event: FocusEvent) => {
    place = placeOf(event.target as Node, root);
  };
  root.addEventListener('focusin', remember);
  const focused = root.ownerDocument.activeElement;
  if (focused && root.contains(focused)) place = placeOf(focused, root);

  const takeover = new MutationObserver(() => {
    takeover.disconnect();
    root.removeEventListener('focusin', remember);
    const document = root.ownerDocument;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    const successor = place && elementAt(place, root);
    if (focusLost && successor instanceof HTMLElement) successor.focus({ preventScroll: true });
  });
  takeover.observe(root, { childList: true });
}

/** The child indexes leading from `root` to `node`. */
function placeOf(node: Node, root: HTMLElement): number[] | undefined {
  const place: number[] = [];
  for (let at: Node = node; at !== root; at = at.parentNode!) {
    if (!at.parentNode) return undefined;
    place.unshift(Array.prototype.indexOf.call(at.parentNode.children, at));
  }
  return place;
}

function elementAt(place: number[], root: HTMLElement): Element | undefined {
  let at: Element | undefined = root;
  for (const index of place) at = at?.children[index];
  return at;
}
