/**
 * When React takes the prerendered page over, it replaces the page's elements with its own, equal
 * ones: the element that had the keyboard focus is gone with them, and so is what the visitor set
 * in the page's controls while the bank's code was still loading (a slider moved, a box ticked).
 * This puts both on the elements at the same places in the new tree, so a visitor who had already
 * begun stays where they were with what they chose. The values go in as the visitor's own input
 * would, so the page's handlers (the calculator's figures) follow them.
 *
 * A control keeps its value when React takes it out of the page, and its markup keeps the value
 * it was drawn with: what differs between the two is the visitor's, even from before any script.
 */
export function keepVisitorThroughTakeover(root: HTMLElement): void {
  const document = root.ownerDocument;
  let focusPlace: number[] | undefined;
  const rememberFocus = (event: FocusEvent) => {
    focusPlace = placeOf(event.target as Node, root);
  };
  root.addEventListener('focusin', rememberFocus);
  const focused = document.activeElement;
  if (focused && root.contains(focused)) focusPlace = placeOf(focused, root);
  // The menus of the page's frame (language, scheme) keep their choice on their own.
  const controls = [...root.querySelectorAll<FormControl>('main :is(input, select, textarea)')].map(
    (control) => ({ control, place: placeOf(control, root) }),
  );

  const takeover = new MutationObserver(() => {
    takeover.disconnect();
    root.removeEventListener('focusin', rememberFocus);
    const focusLost = !document.activeElement || document.activeElement === document.body;
    const successor = focusPlace && elementAt(focusPlace, root);
    if (focusLost && successor instanceof HTMLElement) successor.focus({ preventScroll: true });
    for (const { control, place } of controls) {
      const twin = place && elementAt(place, root);
      if (changedByVisitor(control) && twin && isFormControl(twin)) carryValue(control, twin);
    }
  });
  takeover.observe(root, { childList: true });
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isFormControl(node: Node): node is FormControl {
  return (
    node instanceof HTMLInputElement ||
    node instanceof HTMLSelectElement ||
    node instanceof HTMLTextAreaElement
  );
}

const isCheckable = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the control holds other than what its markup says. */
function changedByVisitor(control: FormControl): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

/**
 * Gives `twin` the value (or the check) `control` had, as the visitor's input would: React reads a
 * control's value through its own setter, so the prototype's setter is used, then the events.
 */
function carryValue(control: FormControl, twin: FormControl): void {
  if (control.type !== twin.type) return;
  if (isCheckable(control)) {
    if ((twin as HTMLInputElement).checked !== control.checked) twin.click();
    return;
  }
  if (twin.value === control.value) return;
  const valueSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set;
  valueSetter?.call(twin, control.value);
  twin.dispatchEvent(new Event('input', { bubbles: true }));
  twin.dispatchEvent(new Event('change', { bubbles: true }));
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
