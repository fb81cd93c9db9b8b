import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Starts the keyboard and a screen reader at the top of the page's main content. */
export function focusContent(): void {
  document.getElementById('content')?.focus();
}

/**
 * After moving to another page inside the app, focus goes to the page's main content, so a
 * screen reader starts reading the new page and the keyboard starts from its top.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusContent();
  }, [pathname]);
  return null;
}
