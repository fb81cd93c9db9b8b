export { NumberStepper } from './NumberStepper';
export type { NumberStepperProps } from './NumberStepper';
