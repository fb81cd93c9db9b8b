import { useMessageText } from '../MessageText';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SpokenTextProps {
  /** What the screen shows: `−12,00 €`, `FI21 1234 5600 0007 85`. */
  display: string;
  /**
   * What a screen reader says instead, in the customer's language: a text, or the code of one
   * (`common.money.negative|{"amount":1200}` is `miinus 12,00 euroa`, `minus 12.00 euros`).
   */
  aria: string;
}

/**
 * One value shown one way and read another, as the domain's formatters return it
 * (`{ display, aria }`): the shown text is hidden from screen readers, the spoken text from the eye.
 */
export function SpokenText({ display, aria }: SpokenTextProps) {
  const messageText = useMessageText();
  return (
    <>
      <span aria-hidden="true">{display}</span>
      <VisuallyHidden>{messageText(aria)}</VisuallyHidden>
    </>
  );
}
