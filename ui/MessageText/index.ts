export { useMessageText } from './useMessageText';
