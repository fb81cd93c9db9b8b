import { useEffect, useRef, type ReactNode } from 'react';

/** A step's heading that takes the focus when the step appears, so it is read out first. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}
