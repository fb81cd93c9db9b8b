export { Slider } from './Slider';
export type { SliderProps } from './Slider';
export { RangeInput } from './RangeInput';
export type { RangeInputProps } from './RangeInput';
