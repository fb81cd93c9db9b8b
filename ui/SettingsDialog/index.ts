export { SettingsDialog } from './SettingsDialog';
export type { SettingsDialogProps } from './SettingsDialog';
