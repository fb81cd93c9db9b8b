export { Stack } from './Stack';
export type { StackAlign, StackDirection, StackProps } from './Stack';
