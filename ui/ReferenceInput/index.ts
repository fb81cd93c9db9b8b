export { ReferenceInput } from './ReferenceInput';
export type { ReferenceInputProps } from './ReferenceInput';
export { formatReferenceText, parseReference, validateReference } from './reference';
