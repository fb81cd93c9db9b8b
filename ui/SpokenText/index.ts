export { SpokenText } from './SpokenText';
export type { SpokenTextProps } from './SpokenText';
