export { UploadBox } from './UploadBox';
export type { UploadBoxProps } from './UploadBox';
export { FileInput, PickerLabel } from './filePicker';
