export { Icon, iconNames } from './Icon';
export type { IconName, IconProps } from './Icon';
export { IconSvg } from './IconSvg';
export type { IconSvgProps } from './IconSvg';
export { statusDrawings } from './statusDrawings';
export type { StatusName } from './statusDrawings';
