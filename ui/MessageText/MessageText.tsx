import { useMessageText } from './useMessageText';

export interface MessageTextProps {
  /** A ready text, or the code of a message (`kit.accountName.savings`, with its values). */
  text: string;
}

/** A text, or a message code's text in the customer's language, where JSX is wanted. */
export function MessageText({ text }: MessageTextProps) {
  return <>{useMessageText()(text)}</>;
}
