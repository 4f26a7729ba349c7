export { Icon, assertIconViewBox, isIconViewBox } from './Icon';
export type { IconProps, IconSize, IconViewBox } from './Icon';
export { iconClasses, getIconUtilityClass } from './iconClasses';
export type { IconClasses, IconClassKey } from './iconClasses';
