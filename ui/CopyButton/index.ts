export { COPY_CONFIRMATION_MS, CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
