import type { HTMLAttributes } from 'react';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Text for screen readers only. It reuses the global `.visually-hidden` class of GlobalStyle, so
 * the clip rule lives in one place.
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return (
    <span className={className ? `visually-hidden ${className}` : 'visually-hidden'} {...rest} />
  );
}
