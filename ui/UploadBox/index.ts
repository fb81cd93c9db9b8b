export { UploadBox } from './UploadBox';
export type { UploadBoxProps } from './UploadBox';
