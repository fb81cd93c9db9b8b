import { useEffect, type RefObject } from 'react';

/** While `open`, a press anywhere outside `root` closes it (a non-modal panel's light dismiss). */
export function useCloseOnPointerOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  /** The panel's state setter (stable, so the listener is added once per opening). */
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [root, open, setOpen]);
}
