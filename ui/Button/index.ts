export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonStyles, Spinner } from './buttonStyles';
export type { ButtonVariant } from './buttonStyles';
