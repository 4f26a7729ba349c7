export { HoverMenu } from './HoverMenu';
export type { HoverMenuAlign, HoverMenuProps } from './HoverMenu';
export { hoverMenuClasses, getHoverMenuUtilityClass } from './hoverMenuClasses';
export type { HoverMenuClasses, HoverMenuClassKey } from './hoverMenuClasses';
