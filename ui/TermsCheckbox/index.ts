export { TermsCheckbox } from './TermsCheckbox';
export type { TermsCheckboxProps } from './TermsCheckbox';
