export { MessageText, type MessageTextProps } from './MessageText';
export { messageTextWith, useMessageText } from './useMessageText';
