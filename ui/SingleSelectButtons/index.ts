export { SingleSelectButtons } from './SingleSelectButtons';
export type { SingleSelectButtonsProps, SingleSelectOption } from './SingleSelectButtons';
