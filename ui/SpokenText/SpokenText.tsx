import { VisuallyHidden } from '../VisuallyHidden';

export interface SpokenTextProps {
  /** What the screen shows: `−12,00 €`, `FI21 1234 5600 0007 85`. */
  display: string;
  /** What a screen reader says instead: `miinus 12,00 euroa`. */
  aria: string;
}

/**
 * One value shown one way and read another, as the domain's formatters return it
 * (`{ display, aria }`): the shown text is hidden from screen readers, the spoken text from the eye.
 */
export function SpokenText({ display, aria }: SpokenTextProps) {
  return (
    <>
      <span aria-hidden="true">{display}</span>
      <VisuallyHidden>{aria}</VisuallyHidden>
    </>
  );
}
