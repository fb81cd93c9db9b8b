export { SectionHeader } from './SectionHeader';
export type { SectionHeaderProps, SectionLinkProps } from './SectionHeader';
